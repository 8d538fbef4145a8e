module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @train_step(
      %arg0: tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.b1"),
      %arg1: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.b2"),
      %arg2: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.ln1_b"),
      %arg3: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.ln1_g"),
      %arg4: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.ln2_b"),
      %arg5: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.ln2_g"),
      %arg6: tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.w1"),
      %arg7: tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.w2"),
      %arg8: tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.wo"),
      %arg9: tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("params.blocks.0.wqkv"),
      %arg10: tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.b1"),
      %arg11: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.b2"),
      %arg12: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.ln1_b"),
      %arg13: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.ln1_g"),
      %arg14: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.ln2_b"),
      %arg15: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.ln2_g"),
      %arg16: tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.w1"),
      %arg17: tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.w2"),
      %arg18: tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.wo"),
      %arg19: tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("params.blocks.1.wqkv"),
      %arg20: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("params.lnf_b"),
      %arg21: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("params.lnf_g"),
      %arg22: tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("params.wpe"),
      %arg23: tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("params.wte"),
      %arg24: tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>} loc("opt_state.count"),
      %arg25: tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.b1"),
      %arg26: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.b2"),
      %arg27: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.ln1_b"),
      %arg28: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.ln1_g"),
      %arg29: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.ln2_b"),
      %arg30: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.ln2_g"),
      %arg31: tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.w1"),
      %arg32: tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.w2"),
      %arg33: tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.wo"),
      %arg34: tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.mu.blocks.0.wqkv"),
      %arg35: tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.b1"),
      %arg36: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.b2"),
      %arg37: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.ln1_b"),
      %arg38: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.ln1_g"),
      %arg39: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.ln2_b"),
      %arg40: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.ln2_g"),
      %arg41: tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.w1"),
      %arg42: tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.w2"),
      %arg43: tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.wo"),
      %arg44: tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.mu.blocks.1.wqkv"),
      %arg45: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.mu.lnf_b"),
      %arg46: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.mu.lnf_g"),
      %arg47: tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.mu.wpe"),
      %arg48: tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.mu.wte"),
      %arg49: tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.b1"),
      %arg50: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.b2"),
      %arg51: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.ln1_b"),
      %arg52: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.ln1_g"),
      %arg53: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.ln2_b"),
      %arg54: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.ln2_g"),
      %arg55: tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.w1"),
      %arg56: tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.w2"),
      %arg57: tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.wo"),
      %arg58: tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"} loc("opt_state.nu.blocks.0.wqkv"),
      %arg59: tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.b1"),
      %arg60: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.b2"),
      %arg61: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.ln1_b"),
      %arg62: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.ln1_g"),
      %arg63: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.ln2_b"),
      %arg64: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.ln2_g"),
      %arg65: tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.w1"),
      %arg66: tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.w2"),
      %arg67: tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.wo"),
      %arg68: tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.1"} loc("opt_state.nu.blocks.1.wqkv"),
      %arg69: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.nu.lnf_b"),
      %arg70: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.nu.lnf_g"),
      %arg71: tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.nu.wpe"),
      %arg72: tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.nu.wte"),
      %arg73: tensor<12x8xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.targets"),
      %arg74: tensor<12x8xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.tokens"))
      -> (tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 0 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 1 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 2 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 3 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 4 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 5 : i64},
          tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 6 : i64},
          tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 7 : i64},
          tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 8 : i64},
          tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 9 : i64},
          tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 10 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 11 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 12 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 13 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 14 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 15 : i64},
          tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 16 : i64},
          tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 17 : i64},
          tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 18 : i64},
          tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 19 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 20 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 21 : i64},
          tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 22 : i64},
          tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 23 : i64},
          tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>, fsdp.updates = 24 : i64},
          tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 25 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 26 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 27 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 28 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 29 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 30 : i64},
          tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 31 : i64},
          tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 32 : i64},
          tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 33 : i64},
          tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 34 : i64},
          tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 35 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 36 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 37 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 38 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 39 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 40 : i64},
          tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 41 : i64},
          tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 42 : i64},
          tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 43 : i64},
          tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 44 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 45 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 46 : i64},
          tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 47 : i64},
          tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 48 : i64},
          tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 49 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 50 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 51 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 52 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 53 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 54 : i64},
          tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 55 : i64},
          tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 56 : i64},
          tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 57 : i64},
          tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 58 : i64},
          tensor<80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 59 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 60 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 61 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 62 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 63 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 64 : i64},
          tensor<20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 65 : i64},
          tensor<80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 66 : i64},
          tensor<20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 67 : i64},
          tensor<20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 68 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 69 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 70 : i64},
          tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 71 : i64},
          tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 72 : i64},
          tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>}) {
    %0 = arith.constant 0 : i32 loc("jvp()/lt"("examples/gpt.py":78:13))
    %1 = tensor.empty() : tensor<12x8xi1> loc("jvp()/lt"("examples/gpt.py":78:13))
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<12x8xi32>) outs(%1 : tensor<12x8xi1>) {
    ^bb0(%in3: i32, %out4: i1):
      %5 = arith.cmpi slt, %in3, %0 : i32
      linalg.yield %5 : i1
    } -> tensor<12x8xi1> loc("jvp()/lt"("examples/gpt.py":78:13))
    %6 = arith.constant 50 : i32 loc("jvp()/add"("examples/gpt.py":78:13))
    %7 = tensor.empty() : tensor<12x8xi32> loc("jvp()/add"("examples/gpt.py":78:13))
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<12x8xi32>) outs(%7 : tensor<12x8xi32>) {
    ^bb0(%in9: i32, %out10: i32):
      %11 = arith.addi %in9, %6 : i32
      linalg.yield %11 : i32
    } -> tensor<12x8xi32> loc("jvp()/add"("examples/gpt.py":78:13))
    %12 = tensor.empty() : tensor<12x8xi32> loc("jvp()/select_n"("examples/gpt.py":78:13))
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg74, %8 : tensor<12x8xi1>, tensor<12x8xi32>, tensor<12x8xi32>) outs(%12 : tensor<12x8xi32>) {
    ^bb0(%in14: i1, %in15: i32, %in16: i32, %out17: i32):
      %18 = arith.select %in14, %in16, %in15 : i32
      linalg.yield %18 : i32
    } -> tensor<12x8xi32> loc("jvp()/select_n"("examples/gpt.py":78:13))
    %19 = tensor.empty() : tensor<12x8x1xi32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":78:13))
    %20 = linalg.broadcast ins(%13 : tensor<12x8xi32>) outs(%19 : tensor<12x8x1xi32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":78:13))
    %21 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/gather"("examples/gpt.py":78:13))
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<12x8x1xi32>) outs(%21 : tensor<12x8x20xf32>) {
    ^bb0(%in23: i32, %out24: f32):
      %25 = arith.index_cast %in23 : i32 to index
      %26 = arith.constant 0 : index
      %27 = arith.constant 49 : index
      %28 = arith.maxsi %25, %26 : index
      %29 = arith.minsi %28, %27 : index
      %30 = linalg.index 2 : index
      %31 = tensor.extract %arg23[%29, %30] : tensor<50x20xf32>
      linalg.yield %31 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/gather"("examples/gpt.py":78:13))
    %32 = tensor.empty() : tensor<1x8x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":78:37))
    %33 = linalg.broadcast ins(%arg22 : tensor<8x20xf32>) outs(%32 : tensor<1x8x20xf32>) dimensions = [0] loc("jvp()/broadcast_in_dim"("examples/gpt.py":78:37))
    %34 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":78:13))
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %33 : tensor<12x8x20xf32>, tensor<1x8x20xf32>) outs(%34 : tensor<12x8x20xf32>) {
    ^bb0(%in36: f32, %in37: f32, %out38: f32):
      %39 = arith.addf %in36, %in37 : f32
      linalg.yield %39 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":78:13))
    %40 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %41 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %42 = linalg.fill ins(%40 : f32) outs(%41 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %43 = linalg.reduce ins(%35 : tensor<12x8x20xf32>) outs(%42 : tensor<12x8xf32>) dimensions = [2]
      (%in44: f32, %init45: f32) {
        %46 = arith.addf %in44, %init45 : f32
        linalg.yield %46 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %47 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %48 = linalg.broadcast ins(%43 : tensor<12x8xf32>) outs(%47 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %49 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":44:11))
    %50 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<12x8x1xf32>) outs(%50 : tensor<12x8x1xf32>) {
    ^bb0(%in52: f32, %out53: f32):
      %54 = arith.divf %in52, %49 : f32
      linalg.yield %54 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %55 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %51 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%55 : tensor<12x8x20xf32>) {
    ^bb0(%in57: f32, %in58: f32, %out59: f32):
      %60 = arith.subf %in57, %in58 : f32
      linalg.yield %60 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %61 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<12x8x20xf32>) outs(%61 : tensor<12x8x20xf32>) {
    ^bb0(%in63: f32, %out64: f32):
      %65 = arith.mulf %in63, %in63 : f32
      linalg.yield %65 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %66 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/gpt.py":45:19))
    %67 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<12x8x20xf32>) outs(%67 : tensor<12x8x20xf32>) {
    ^bb0(%in69: f32, %out70: f32):
      %71 = arith.mulf %66, %in69 : f32
      linalg.yield %71 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %72 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %73 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %74 = linalg.fill ins(%72 : f32) outs(%73 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %75 = linalg.reduce ins(%62 : tensor<12x8x20xf32>) outs(%74 : tensor<12x8xf32>) dimensions = [2]
      (%in76: f32, %init77: f32) {
        %78 = arith.addf %in76, %init77 : f32
        linalg.yield %78 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %79 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %80 = linalg.broadcast ins(%75 : tensor<12x8xf32>) outs(%79 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %81 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":45:10))
    %82 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<12x8x1xf32>) outs(%82 : tensor<12x8x1xf32>) {
    ^bb0(%in84: f32, %out85: f32):
      %86 = arith.divf %in84, %81 : f32
      linalg.yield %86 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %87 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %51 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%87 : tensor<12x8x20xf32>) {
    ^bb0(%in89: f32, %in90: f32, %out91: f32):
      %92 = arith.subf %in89, %in90 : f32
      linalg.yield %92 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %93 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/add"("examples/gpt.py":46:38))
    %94 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<12x8x1xf32>) outs(%94 : tensor<12x8x1xf32>) {
    ^bb0(%in96: f32, %out97: f32):
      %98 = arith.addf %in96, %93 : f32
      linalg.yield %98 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %99 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<12x8x1xf32>) outs(%99 : tensor<12x8x1xf32>) {
    ^bb0(%in101: f32, %out102: f32):
      %103 = math.rsqrt %in101 : f32
      linalg.yield %103 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %104 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %95 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%104 : tensor<12x8x1xf32>) {
    ^bb0(%in106: f32, %in107: f32, %out108: f32):
      %109 = arith.divf %in106, %in107 : f32
      linalg.yield %109 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %110 = arith.constant -0.5 : f32 loc("jvp()/mul"("examples/gpt.py":46:24))
    %111 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<12x8x1xf32>) outs(%111 : tensor<12x8x1xf32>) {
    ^bb0(%in113: f32, %out114: f32):
      %115 = arith.mulf %110, %in113 : f32
      linalg.yield %115 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %116 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %100 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%116 : tensor<12x8x20xf32>) {
    ^bb0(%in118: f32, %in119: f32, %out120: f32):
      %121 = arith.mulf %in118, %in119 : f32
      linalg.yield %121 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %122 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %123 = linalg.broadcast ins(%arg3 : tensor<20xf32>) outs(%122 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %124 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %123 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%124 : tensor<12x8x20xf32>) {
    ^bb0(%in126: f32, %in127: f32, %out128: f32):
      %129 = arith.mulf %in126, %in127 : f32
      linalg.yield %129 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %130 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %131 = linalg.broadcast ins(%arg2 : tensor<20xf32>) outs(%130 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %132 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %131 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%132 : tensor<12x8x20xf32>) {
    ^bb0(%in134: f32, %in135: f32, %out136: f32):
      %137 = arith.addf %in134, %in135 : f32
      linalg.yield %137 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %138 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %139 = tensor.empty() : tensor<12x8x60xf32> loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %140 = linalg.fill ins(%138 : f32) outs(%139 : tensor<12x8x60xf32>) -> tensor<12x8x60xf32> loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133, %arg9 : tensor<12x8x20xf32>, tensor<20x60xf32>) outs(%140 : tensor<12x8x60xf32>) {
    ^bb0(%in142: f32, %in143: f32, %out144: f32):
      %145 = arith.mulf %in142, %in143 : f32
      %146 = arith.addf %out144, %145 : f32
      linalg.yield %146 : f32
    } -> tensor<12x8x60xf32> loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %147 = tensor.extract_slice %141[0, 0, 0][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/split"("examples/gpt.py":63:14))
    %148 = tensor.extract_slice %141[0, 0, 20][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/split"("examples/gpt.py":63:14))
    %149 = tensor.extract_slice %141[0, 0, 40][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/split"("examples/gpt.py":63:14))
    %150 = tensor.expand_shape %147 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/reshape"("examples/gpt.py":64:22))
    %151 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/transpose"("examples/gpt.py":64:22))
    %152 = linalg.transpose ins(%150 : tensor<12x8x2x10xf32>) outs(%151 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":64:22))
    %153 = tensor.expand_shape %148 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/reshape"("examples/gpt.py":64:22))
    %154 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/transpose"("examples/gpt.py":64:22))
    %155 = linalg.transpose ins(%153 : tensor<12x8x2x10xf32>) outs(%154 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":64:22))
    %156 = tensor.expand_shape %149 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/reshape"("examples/gpt.py":64:22))
    %157 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/transpose"("examples/gpt.py":64:22))
    %158 = linalg.transpose ins(%156 : tensor<12x8x2x10xf32>) outs(%157 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":64:22))
    %159 = arith.constant 0.0 : f32 loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %160 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %161 = linalg.fill ins(%159 : f32) outs(%160 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%152, %155 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%161 : tensor<12x2x8x8xf32>) {
    ^bb0(%in163: f32, %in164: f32, %out165: f32):
      %166 = arith.mulf %in163, %in164 : f32
      %167 = arith.addf %out165, %166 : f32
      linalg.yield %167 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %168 = arith.constant 3.1622776985168457 : f32 loc("jvp()/div"("examples/gpt.py":66:13))
    %169 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":66:13))
    %170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<12x2x8x8xf32>) outs(%169 : tensor<12x2x8x8xf32>) {
    ^bb0(%in171: f32, %out172: f32):
      %173 = arith.divf %in171, %168 : f32
      linalg.yield %173 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":66:13))
    %174 = arith.constant true loc("jvp()/broadcast_in_dim"("examples/gpt.py":67:22))
    %175 = tensor.empty() : tensor<8x8xi1> loc("jvp()/broadcast_in_dim"("examples/gpt.py":67:22))
    %176 = linalg.fill ins(%174 : i1) outs(%175 : tensor<8x8xi1>) -> tensor<8x8xi1> loc("jvp()/broadcast_in_dim"("examples/gpt.py":67:22))
    %177 = tensor.empty() : tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%177 : tensor<8x8xi32>) {
    ^bb0(%out179: i32):
      %180 = linalg.index 0 : index
      %181 = arith.index_cast %180 : index to i64
      %182 = arith.trunci %181 : i64 to i32
      linalg.yield %182 : i32
    } -> tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %183 = arith.constant 0 : i32 loc("tril/add"("examples/gpt.py":67:13))
    %184 = tensor.empty() : tensor<8x8xi32> loc("tril/add"("examples/gpt.py":67:13))
    %185 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<8x8xi32>) outs(%184 : tensor<8x8xi32>) {
    ^bb0(%in186: i32, %out187: i32):
      %188 = arith.addi %in186, %183 : i32
      linalg.yield %188 : i32
    } -> tensor<8x8xi32> loc("tril/add"("examples/gpt.py":67:13))
    %189 = tensor.empty() : tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%189 : tensor<8x8xi32>) {
    ^bb0(%out191: i32):
      %192 = linalg.index 1 : index
      %193 = arith.index_cast %192 : index to i64
      %194 = arith.trunci %193 : i64 to i32
      linalg.yield %194 : i32
    } -> tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %195 = tensor.empty() : tensor<8x8xi1> loc("tril/ge"("examples/gpt.py":67:13))
    %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%185, %190 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%195 : tensor<8x8xi1>) {
    ^bb0(%in197: i32, %in198: i32, %out199: i1):
      %200 = arith.cmpi sge, %in197, %in198 : i32
      linalg.yield %200 : i1
    } -> tensor<8x8xi1> loc("tril/ge"("examples/gpt.py":67:13))
    %201 = arith.constant false loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %202 = tensor.empty() : tensor<8x8xi1> loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %203 = linalg.fill ins(%201 : i1) outs(%202 : tensor<8x8xi1>) -> tensor<8x8xi1> loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %204 = tensor.empty() : tensor<8x8xi1> loc("tril/select_n"("examples/gpt.py":67:13))
    %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%196, %203, %176 : tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) outs(%204 : tensor<8x8xi1>) {
    ^bb0(%in206: i1, %in207: i1, %in208: i1, %out209: i1):
      %210 = arith.select %in206, %in208, %in207 : i1
      linalg.yield %210 : i1
    } -> tensor<8x8xi1> loc("tril/select_n"("examples/gpt.py":67:13))
    %211 = arith.constant dense<-1000000000.0> : tensor<f32> loc("jvp()/jit"("examples/gpt.py":68:13))
    %212 = tensor.empty() : tensor<f32> loc("_where/convert_element_type"("examples/gpt.py":68:13))
    %213 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%211 : tensor<f32>) outs(%212 : tensor<f32>) {
    ^bb0(%in214: f32, %out215: f32):
      linalg.yield %in214 : f32
    } -> tensor<f32> loc("_where/convert_element_type"("examples/gpt.py":68:13))
    %216 = tensor.empty() : tensor<12x2x8x8xi1> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %217 = linalg.broadcast ins(%205 : tensor<8x8xi1>) outs(%216 : tensor<12x2x8x8xi1>) dimensions = [0, 1] loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %218 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %219 = linalg.broadcast ins(%213 : tensor<f32>) outs(%218 : tensor<12x2x8x8xf32>) dimensions = [0, 1, 2, 3] loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %220 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %219, %170 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%220 : tensor<12x2x8x8xf32>) {
    ^bb0(%in222: i1, %in223: f32, %in224: f32, %out225: f32):
      %226 = arith.select %in222, %in224, %in223 : f32
      linalg.yield %226 : f32
    } -> tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %227 = arith.constant 0.0 : f32 loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %228 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %229 = linalg.fill ins(%227 : f32) outs(%228 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %230 = arith.constant 0xFF800000 : f32 loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %231 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %232 = linalg.fill ins(%230 : f32) outs(%231 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %233 = linalg.reduce ins(%221 : tensor<12x2x8x8xf32>) outs(%232 : tensor<12x2x8xf32>) dimensions = [3]
      (%in234: f32, %init235: f32) {
        %236 = arith.maximumf %in234, %init235 : f32
        linalg.yield %236 : f32
      } loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %237 = tensor.expand_shape %233 [[0], [1], [2, 3]] output_shape [12, 2, 8, 1] : tensor<12x2x8xf32> into tensor<12x2x8x1xf32> loc("jvp()/reshape"("examples/gpt.py":69:45))
    %238 = tensor.empty() : tensor<12x2x8x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %237 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%238 : tensor<12x2x8x8xi1>) {
    ^bb0(%in240: f32, %in241: f32, %out242: i1):
      %243 = arith.cmpf oeq, %in240, %in241 : f32
      linalg.yield %243 : i1
    } -> tensor<12x2x8x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %244 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/convert_element_type"("examples/gpt.py":69:45))
    %245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239 : tensor<12x2x8x8xi1>) outs(%244 : tensor<12x2x8x8xf32>) {
    ^bb0(%in246: i1, %out247: f32):
      %248 = arith.uitofp %in246 : i1 to f32
      linalg.yield %248 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/convert_element_type"("examples/gpt.py":69:45))
    %249 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %250 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %251 = linalg.fill ins(%249 : f32) outs(%250 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %252 = linalg.reduce ins(%245 : tensor<12x2x8x8xf32>) outs(%251 : tensor<12x2x8xf32>) dimensions = [3]
      (%in253: f32, %init254: f32) {
        %255 = arith.addf %in253, %init254 : f32
        linalg.yield %255 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %256 = arith.constant 0xFF800000 : f32 loc("jvp()/max"("examples/gpt.py":69:45))
    %257 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/max"("examples/gpt.py":69:45))
    %258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<12x2x8xf32>) outs(%257 : tensor<12x2x8xf32>) {
    ^bb0(%in259: f32, %out260: f32):
      %261 = arith.maximumf %256, %in259 : f32
      linalg.yield %261 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/max"("examples/gpt.py":69:45))
    %262 = tensor.empty() : tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %258 : tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%262 : tensor<12x2x8xi1>) {
    ^bb0(%in264: f32, %in265: f32, %out266: i1):
      %267 = arith.cmpf oeq, %in264, %in265 : f32
      linalg.yield %267 : i1
    } -> tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %268 = arith.constant 1.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %269 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %270 = linalg.fill ins(%268 : f32) outs(%269 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %271 = arith.constant 0.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %272 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %273 = linalg.fill ins(%271 : f32) outs(%272 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %274 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %273, %270 : tensor<12x2x8xi1>, tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%274 : tensor<12x2x8xf32>) {
    ^bb0(%in276: i1, %in277: f32, %in278: f32, %out279: f32):
      %280 = arith.select %in276, %in278, %in277 : f32
      linalg.yield %280 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %281 = arith.constant 0xFF800000 : f32 loc("jvp()/eq"("examples/gpt.py":69:45))
    %282 = tensor.empty() : tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<12x2x8xf32>) outs(%282 : tensor<12x2x8xi1>) {
    ^bb0(%in284: f32, %out285: i1):
      %286 = arith.cmpf oeq, %281, %in284 : f32
      linalg.yield %286 : i1
    } -> tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %287 = arith.constant 2.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %288 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %289 = linalg.fill ins(%287 : f32) outs(%288 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %290 = arith.constant 1.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %291 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %292 = linalg.fill ins(%290 : f32) outs(%291 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %293 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %292, %289 : tensor<12x2x8xi1>, tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%293 : tensor<12x2x8xf32>) {
    ^bb0(%in295: i1, %in296: f32, %in297: f32, %out298: f32):
      %299 = arith.select %in295, %in297, %in296 : f32
      linalg.yield %299 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %300 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %294 : tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%300 : tensor<12x2x8xf32>) {
    ^bb0(%in302: f32, %in303: f32, %out304: f32):
      %305 = arith.divf %in302, %in303 : f32
      linalg.yield %305 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %306 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %307 = linalg.broadcast ins(%258 : tensor<12x2x8xf32>) outs(%306 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %308 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/sub"("examples/gpt.py":69:45))
    %309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %307 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%308 : tensor<12x2x8x8xf32>) {
    ^bb0(%in310: f32, %in311: f32, %out312: f32):
      %313 = arith.subf %in310, %in311 : f32
      linalg.yield %313 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/sub"("examples/gpt.py":69:45))
    %314 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/exp"("examples/gpt.py":69:45))
    %315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<12x2x8x8xf32>) outs(%314 : tensor<12x2x8x8xf32>) {
    ^bb0(%in316: f32, %out317: f32):
      %318 = math.exp %in316 : f32
      linalg.yield %318 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/exp"("examples/gpt.py":69:45))
    %319 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %320 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %321 = linalg.fill ins(%319 : f32) outs(%320 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %322 = linalg.reduce ins(%315 : tensor<12x2x8x8xf32>) outs(%321 : tensor<12x2x8xf32>) dimensions = [3]
      (%in323: f32, %init324: f32) {
        %325 = arith.addf %in323, %init324 : f32
        linalg.yield %325 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %326 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %327 = linalg.broadcast ins(%322 : tensor<12x2x8xf32>) outs(%326 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %328 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %327 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%328 : tensor<12x2x8x8xf32>) {
    ^bb0(%in330: f32, %in331: f32, %out332: f32):
      %333 = arith.divf %in330, %in331 : f32
      linalg.yield %333 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %334 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/integer_pow"("examples/gpt.py":69:45))
    %335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<12x2x8x1xf32>) outs(%334 : tensor<12x2x8x1xf32>) {
    ^bb0(%in336: f32, %out337: f32):
      %338 = arith.mulf %in336, %in336 : f32
      %339 = arith.constant 1.0 : f32
      %340 = arith.divf %339, %338 : f32
      linalg.yield %340 : f32
    } -> tensor<12x2x8x1xf32> loc("jvp()/integer_pow"("examples/gpt.py":69:45))
    %341 = arith.constant 0.0 : f32 loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %342 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %343 = linalg.fill ins(%341 : f32) outs(%342 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%329, %158 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%343 : tensor<12x2x8x10xf32>) {
    ^bb0(%in345: f32, %in346: f32, %out347: f32):
      %348 = arith.mulf %in345, %in346 : f32
      %349 = arith.addf %out347, %348 : f32
      linalg.yield %349 : f32
    } -> tensor<12x2x8x10xf32> loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %350 = tensor.empty() : tensor<12x8x2x10xf32> loc("jvp()/transpose"("examples/gpt.py":70:11))
    %351 = linalg.transpose ins(%344 : tensor<12x2x8x10xf32>) outs(%350 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":70:11))
    %352 = tensor.collapse_shape %351 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("jvp()/reshape"("examples/gpt.py":70:11))
    %353 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %354 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %355 = linalg.fill ins(%353 : f32) outs(%354 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%352, %arg8 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%355 : tensor<12x8x20xf32>) {
    ^bb0(%in357: f32, %in358: f32, %out359: f32):
      %360 = arith.mulf %in357, %in358 : f32
      %361 = arith.addf %out359, %360 : f32
      linalg.yield %361 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %362 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":81:12))
    %363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %356 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%362 : tensor<12x8x20xf32>) {
    ^bb0(%in364: f32, %in365: f32, %out366: f32):
      %367 = arith.addf %in364, %in365 : f32
      linalg.yield %367 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":81:12))
    %368 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %369 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %370 = linalg.fill ins(%368 : f32) outs(%369 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %371 = linalg.reduce ins(%363 : tensor<12x8x20xf32>) outs(%370 : tensor<12x8xf32>) dimensions = [2]
      (%in372: f32, %init373: f32) {
        %374 = arith.addf %in372, %init373 : f32
        linalg.yield %374 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %375 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %376 = linalg.broadcast ins(%371 : tensor<12x8xf32>) outs(%375 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %377 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":44:11))
    %378 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<12x8x1xf32>) outs(%378 : tensor<12x8x1xf32>) {
    ^bb0(%in380: f32, %out381: f32):
      %382 = arith.divf %in380, %377 : f32
      linalg.yield %382 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %383 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %379 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%383 : tensor<12x8x20xf32>) {
    ^bb0(%in385: f32, %in386: f32, %out387: f32):
      %388 = arith.subf %in385, %in386 : f32
      linalg.yield %388 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %389 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<12x8x20xf32>) outs(%389 : tensor<12x8x20xf32>) {
    ^bb0(%in391: f32, %out392: f32):
      %393 = arith.mulf %in391, %in391 : f32
      linalg.yield %393 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %394 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/gpt.py":45:19))
    %395 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<12x8x20xf32>) outs(%395 : tensor<12x8x20xf32>) {
    ^bb0(%in397: f32, %out398: f32):
      %399 = arith.mulf %394, %in397 : f32
      linalg.yield %399 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %400 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %401 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %402 = linalg.fill ins(%400 : f32) outs(%401 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %403 = linalg.reduce ins(%390 : tensor<12x8x20xf32>) outs(%402 : tensor<12x8xf32>) dimensions = [2]
      (%in404: f32, %init405: f32) {
        %406 = arith.addf %in404, %init405 : f32
        linalg.yield %406 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %407 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %408 = linalg.broadcast ins(%403 : tensor<12x8xf32>) outs(%407 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %409 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":45:10))
    %410 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<12x8x1xf32>) outs(%410 : tensor<12x8x1xf32>) {
    ^bb0(%in412: f32, %out413: f32):
      %414 = arith.divf %in412, %409 : f32
      linalg.yield %414 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %415 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %379 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%415 : tensor<12x8x20xf32>) {
    ^bb0(%in417: f32, %in418: f32, %out419: f32):
      %420 = arith.subf %in417, %in418 : f32
      linalg.yield %420 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %421 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/add"("examples/gpt.py":46:38))
    %422 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<12x8x1xf32>) outs(%422 : tensor<12x8x1xf32>) {
    ^bb0(%in424: f32, %out425: f32):
      %426 = arith.addf %in424, %421 : f32
      linalg.yield %426 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %427 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<12x8x1xf32>) outs(%427 : tensor<12x8x1xf32>) {
    ^bb0(%in429: f32, %out430: f32):
      %431 = math.rsqrt %in429 : f32
      linalg.yield %431 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %432 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %423 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%432 : tensor<12x8x1xf32>) {
    ^bb0(%in434: f32, %in435: f32, %out436: f32):
      %437 = arith.divf %in434, %in435 : f32
      linalg.yield %437 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %438 = arith.constant -0.5 : f32 loc("jvp()/mul"("examples/gpt.py":46:24))
    %439 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<12x8x1xf32>) outs(%439 : tensor<12x8x1xf32>) {
    ^bb0(%in441: f32, %out442: f32):
      %443 = arith.mulf %438, %in441 : f32
      linalg.yield %443 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %444 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %428 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%444 : tensor<12x8x20xf32>) {
    ^bb0(%in446: f32, %in447: f32, %out448: f32):
      %449 = arith.mulf %in446, %in447 : f32
      linalg.yield %449 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %450 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %451 = linalg.broadcast ins(%arg5 : tensor<20xf32>) outs(%450 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %452 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %451 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%452 : tensor<12x8x20xf32>) {
    ^bb0(%in454: f32, %in455: f32, %out456: f32):
      %457 = arith.mulf %in454, %in455 : f32
      linalg.yield %457 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %458 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %459 = linalg.broadcast ins(%arg4 : tensor<20xf32>) outs(%458 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %460 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %459 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%460 : tensor<12x8x20xf32>) {
    ^bb0(%in462: f32, %in463: f32, %out464: f32):
      %465 = arith.addf %in462, %in463 : f32
      linalg.yield %465 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %466 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %467 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %468 = linalg.fill ins(%466 : f32) outs(%467 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%461, %arg6 : tensor<12x8x20xf32>, tensor<20x80xf32>) outs(%468 : tensor<12x8x80xf32>) {
    ^bb0(%in470: f32, %in471: f32, %out472: f32):
      %473 = arith.mulf %in470, %in471 : f32
      %474 = arith.addf %out472, %473 : f32
      linalg.yield %474 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %475 = tensor.empty() : tensor<1x1x80xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:23))
    %476 = linalg.broadcast ins(%arg0 : tensor<80xf32>) outs(%475 : tensor<1x1x80xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:23))
    %477 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/add"("examples/gpt.py":74:23))
    %478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %476 : tensor<12x8x80xf32>, tensor<1x1x80xf32>) outs(%477 : tensor<12x8x80xf32>) {
    ^bb0(%in479: f32, %in480: f32, %out481: f32):
      %482 = arith.addf %in479, %in480 : f32
      linalg.yield %482 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/add"("examples/gpt.py":74:23))
    %483 = arith.constant 0.5 : f32 loc("jvp()/mul"("examples/gpt.py":74:11))
    %484 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<12x8x80xf32>) outs(%484 : tensor<12x8x80xf32>) {
    ^bb0(%in486: f32, %out487: f32):
      %488 = arith.mulf %483, %in486 : f32
      linalg.yield %488 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %489 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<12x8x80xf32>) outs(%489 : tensor<12x8x80xf32>) {
    ^bb0(%in491: f32, %out492: f32):
      %493 = arith.negf %in491 : f32
      linalg.yield %493 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %494 = arith.constant 0.7071067690849304 : f32 loc("jvp()/mul"("examples/gpt.py":74:11))
    %495 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<12x8x80xf32>) outs(%495 : tensor<12x8x80xf32>) {
    ^bb0(%in497: f32, %out498: f32):
      %499 = arith.mulf %in497, %494 : f32
      linalg.yield %499 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %500 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/erfc"("examples/gpt.py":74:11))
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<12x8x80xf32>) outs(%500 : tensor<12x8x80xf32>) {
    ^bb0(%in502: f32, %out503: f32):
      %504 = math.erfc %in502 : f32
      linalg.yield %504 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/erfc"("examples/gpt.py":74:11))
    %505 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/square"("examples/gpt.py":74:11))
    %506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<12x8x80xf32>) outs(%505 : tensor<12x8x80xf32>) {
    ^bb0(%in507: f32, %out508: f32):
      %509 = arith.mulf %in507, %in507 : f32
      linalg.yield %509 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/square"("examples/gpt.py":74:11))
    %510 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<12x8x80xf32>) outs(%510 : tensor<12x8x80xf32>) {
    ^bb0(%in512: f32, %out513: f32):
      %514 = arith.negf %in512 : f32
      linalg.yield %514 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %515 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/exp"("examples/gpt.py":74:11))
    %516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<12x8x80xf32>) outs(%515 : tensor<12x8x80xf32>) {
    ^bb0(%in517: f32, %out518: f32):
      %519 = math.exp %in517 : f32
      linalg.yield %519 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/exp"("examples/gpt.py":74:11))
    %520 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %501 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%520 : tensor<12x8x80xf32>) {
    ^bb0(%in522: f32, %in523: f32, %out524: f32):
      %525 = arith.mulf %in522, %in523 : f32
      linalg.yield %525 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %526 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %527 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %528 = linalg.fill ins(%526 : f32) outs(%527 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%521, %arg7 : tensor<12x8x80xf32>, tensor<80x20xf32>) outs(%528 : tensor<12x8x20xf32>) {
    ^bb0(%in530: f32, %in531: f32, %out532: f32):
      %533 = arith.mulf %in530, %in531 : f32
      %534 = arith.addf %out532, %533 : f32
      linalg.yield %534 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %535 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:11))
    %536 = linalg.broadcast ins(%arg1 : tensor<20xf32>) outs(%535 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:11))
    %537 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":74:11))
    %538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %536 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%537 : tensor<12x8x20xf32>) {
    ^bb0(%in539: f32, %in540: f32, %out541: f32):
      %542 = arith.addf %in539, %in540 : f32
      linalg.yield %542 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":74:11))
    %543 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":82:12))
    %544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %538 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%543 : tensor<12x8x20xf32>) {
    ^bb0(%in545: f32, %in546: f32, %out547: f32):
      %548 = arith.addf %in545, %in546 : f32
      linalg.yield %548 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":82:12))
    %549 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %550 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %551 = linalg.fill ins(%549 : f32) outs(%550 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %552 = linalg.reduce ins(%544 : tensor<12x8x20xf32>) outs(%551 : tensor<12x8xf32>) dimensions = [2]
      (%in553: f32, %init554: f32) {
        %555 = arith.addf %in553, %init554 : f32
        linalg.yield %555 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %556 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %557 = linalg.broadcast ins(%552 : tensor<12x8xf32>) outs(%556 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %558 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":44:11))
    %559 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<12x8x1xf32>) outs(%559 : tensor<12x8x1xf32>) {
    ^bb0(%in561: f32, %out562: f32):
      %563 = arith.divf %in561, %558 : f32
      linalg.yield %563 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %564 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %560 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%564 : tensor<12x8x20xf32>) {
    ^bb0(%in566: f32, %in567: f32, %out568: f32):
      %569 = arith.subf %in566, %in567 : f32
      linalg.yield %569 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %570 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565 : tensor<12x8x20xf32>) outs(%570 : tensor<12x8x20xf32>) {
    ^bb0(%in572: f32, %out573: f32):
      %574 = arith.mulf %in572, %in572 : f32
      linalg.yield %574 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %575 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/gpt.py":45:19))
    %576 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565 : tensor<12x8x20xf32>) outs(%576 : tensor<12x8x20xf32>) {
    ^bb0(%in578: f32, %out579: f32):
      %580 = arith.mulf %575, %in578 : f32
      linalg.yield %580 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %581 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %582 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %583 = linalg.fill ins(%581 : f32) outs(%582 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %584 = linalg.reduce ins(%571 : tensor<12x8x20xf32>) outs(%583 : tensor<12x8xf32>) dimensions = [2]
      (%in585: f32, %init586: f32) {
        %587 = arith.addf %in585, %init586 : f32
        linalg.yield %587 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %588 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %589 = linalg.broadcast ins(%584 : tensor<12x8xf32>) outs(%588 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %590 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":45:10))
    %591 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<12x8x1xf32>) outs(%591 : tensor<12x8x1xf32>) {
    ^bb0(%in593: f32, %out594: f32):
      %595 = arith.divf %in593, %590 : f32
      linalg.yield %595 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %596 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %560 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%596 : tensor<12x8x20xf32>) {
    ^bb0(%in598: f32, %in599: f32, %out600: f32):
      %601 = arith.subf %in598, %in599 : f32
      linalg.yield %601 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %602 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/add"("examples/gpt.py":46:38))
    %603 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<12x8x1xf32>) outs(%603 : tensor<12x8x1xf32>) {
    ^bb0(%in605: f32, %out606: f32):
      %607 = arith.addf %in605, %602 : f32
      linalg.yield %607 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %608 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<12x8x1xf32>) outs(%608 : tensor<12x8x1xf32>) {
    ^bb0(%in610: f32, %out611: f32):
      %612 = math.rsqrt %in610 : f32
      linalg.yield %612 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %613 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %604 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%613 : tensor<12x8x1xf32>) {
    ^bb0(%in615: f32, %in616: f32, %out617: f32):
      %618 = arith.divf %in615, %in616 : f32
      linalg.yield %618 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %619 = arith.constant -0.5 : f32 loc("jvp()/mul"("examples/gpt.py":46:24))
    %620 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614 : tensor<12x8x1xf32>) outs(%620 : tensor<12x8x1xf32>) {
    ^bb0(%in622: f32, %out623: f32):
      %624 = arith.mulf %619, %in622 : f32
      linalg.yield %624 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %625 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %609 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%625 : tensor<12x8x20xf32>) {
    ^bb0(%in627: f32, %in628: f32, %out629: f32):
      %630 = arith.mulf %in627, %in628 : f32
      linalg.yield %630 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %631 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %632 = linalg.broadcast ins(%arg13 : tensor<20xf32>) outs(%631 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %633 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %632 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%633 : tensor<12x8x20xf32>) {
    ^bb0(%in635: f32, %in636: f32, %out637: f32):
      %638 = arith.mulf %in635, %in636 : f32
      linalg.yield %638 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %639 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %640 = linalg.broadcast ins(%arg12 : tensor<20xf32>) outs(%639 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %641 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %640 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%641 : tensor<12x8x20xf32>) {
    ^bb0(%in643: f32, %in644: f32, %out645: f32):
      %646 = arith.addf %in643, %in644 : f32
      linalg.yield %646 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %647 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %648 = tensor.empty() : tensor<12x8x60xf32> loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %649 = linalg.fill ins(%647 : f32) outs(%648 : tensor<12x8x60xf32>) -> tensor<12x8x60xf32> loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%642, %arg19 : tensor<12x8x20xf32>, tensor<20x60xf32>) outs(%649 : tensor<12x8x60xf32>) {
    ^bb0(%in651: f32, %in652: f32, %out653: f32):
      %654 = arith.mulf %in651, %in652 : f32
      %655 = arith.addf %out653, %654 : f32
      linalg.yield %655 : f32
    } -> tensor<12x8x60xf32> loc("jvp()/dot_general"("examples/gpt.py":63:24))
    %656 = tensor.extract_slice %650[0, 0, 0][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/split"("examples/gpt.py":63:14))
    %657 = tensor.extract_slice %650[0, 0, 20][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/split"("examples/gpt.py":63:14))
    %658 = tensor.extract_slice %650[0, 0, 40][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/split"("examples/gpt.py":63:14))
    %659 = tensor.expand_shape %656 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/reshape"("examples/gpt.py":64:22))
    %660 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/transpose"("examples/gpt.py":64:22))
    %661 = linalg.transpose ins(%659 : tensor<12x8x2x10xf32>) outs(%660 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":64:22))
    %662 = tensor.expand_shape %657 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/reshape"("examples/gpt.py":64:22))
    %663 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/transpose"("examples/gpt.py":64:22))
    %664 = linalg.transpose ins(%662 : tensor<12x8x2x10xf32>) outs(%663 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":64:22))
    %665 = tensor.expand_shape %658 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/reshape"("examples/gpt.py":64:22))
    %666 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/transpose"("examples/gpt.py":64:22))
    %667 = linalg.transpose ins(%665 : tensor<12x8x2x10xf32>) outs(%666 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":64:22))
    %668 = arith.constant 0.0 : f32 loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %669 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %670 = linalg.fill ins(%668 : f32) outs(%669 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %671 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%661, %664 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%670 : tensor<12x2x8x8xf32>) {
    ^bb0(%in672: f32, %in673: f32, %out674: f32):
      %675 = arith.mulf %in672, %in673 : f32
      %676 = arith.addf %out674, %675 : f32
      linalg.yield %676 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp(bhqd,bhkd->bhqk)/dot_general"("examples/gpt.py":66:13))
    %677 = arith.constant 3.1622776985168457 : f32 loc("jvp()/div"("examples/gpt.py":66:13))
    %678 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":66:13))
    %679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671 : tensor<12x2x8x8xf32>) outs(%678 : tensor<12x2x8x8xf32>) {
    ^bb0(%in680: f32, %out681: f32):
      %682 = arith.divf %in680, %677 : f32
      linalg.yield %682 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":66:13))
    %683 = arith.constant true loc("jvp()/broadcast_in_dim"("examples/gpt.py":67:22))
    %684 = tensor.empty() : tensor<8x8xi1> loc("jvp()/broadcast_in_dim"("examples/gpt.py":67:22))
    %685 = linalg.fill ins(%683 : i1) outs(%684 : tensor<8x8xi1>) -> tensor<8x8xi1> loc("jvp()/broadcast_in_dim"("examples/gpt.py":67:22))
    %686 = tensor.empty() : tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %687 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%686 : tensor<8x8xi32>) {
    ^bb0(%out688: i32):
      %689 = linalg.index 0 : index
      %690 = arith.index_cast %689 : index to i64
      %691 = arith.trunci %690 : i64 to i32
      linalg.yield %691 : i32
    } -> tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %692 = arith.constant 0 : i32 loc("tril/add"("examples/gpt.py":67:13))
    %693 = tensor.empty() : tensor<8x8xi32> loc("tril/add"("examples/gpt.py":67:13))
    %694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%687 : tensor<8x8xi32>) outs(%693 : tensor<8x8xi32>) {
    ^bb0(%in695: i32, %out696: i32):
      %697 = arith.addi %in695, %692 : i32
      linalg.yield %697 : i32
    } -> tensor<8x8xi32> loc("tril/add"("examples/gpt.py":67:13))
    %698 = tensor.empty() : tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %699 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%698 : tensor<8x8xi32>) {
    ^bb0(%out700: i32):
      %701 = linalg.index 1 : index
      %702 = arith.index_cast %701 : index to i64
      %703 = arith.trunci %702 : i64 to i32
      linalg.yield %703 : i32
    } -> tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %704 = tensor.empty() : tensor<8x8xi1> loc("tril/ge"("examples/gpt.py":67:13))
    %705 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%694, %699 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%704 : tensor<8x8xi1>) {
    ^bb0(%in706: i32, %in707: i32, %out708: i1):
      %709 = arith.cmpi sge, %in706, %in707 : i32
      linalg.yield %709 : i1
    } -> tensor<8x8xi1> loc("tril/ge"("examples/gpt.py":67:13))
    %710 = arith.constant false loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %711 = tensor.empty() : tensor<8x8xi1> loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %712 = linalg.fill ins(%710 : i1) outs(%711 : tensor<8x8xi1>) -> tensor<8x8xi1> loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %713 = tensor.empty() : tensor<8x8xi1> loc("tril/select_n"("examples/gpt.py":67:13))
    %714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%705, %712, %685 : tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) outs(%713 : tensor<8x8xi1>) {
    ^bb0(%in715: i1, %in716: i1, %in717: i1, %out718: i1):
      %719 = arith.select %in715, %in717, %in716 : i1
      linalg.yield %719 : i1
    } -> tensor<8x8xi1> loc("tril/select_n"("examples/gpt.py":67:13))
    %720 = arith.constant dense<-1000000000.0> : tensor<f32> loc("jvp()/jit"("examples/gpt.py":68:13))
    %721 = tensor.empty() : tensor<f32> loc("_where/convert_element_type"("examples/gpt.py":68:13))
    %722 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%720 : tensor<f32>) outs(%721 : tensor<f32>) {
    ^bb0(%in723: f32, %out724: f32):
      linalg.yield %in723 : f32
    } -> tensor<f32> loc("_where/convert_element_type"("examples/gpt.py":68:13))
    %725 = tensor.empty() : tensor<12x2x8x8xi1> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %726 = linalg.broadcast ins(%714 : tensor<8x8xi1>) outs(%725 : tensor<12x2x8x8xi1>) dimensions = [0, 1] loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %727 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %728 = linalg.broadcast ins(%722 : tensor<f32>) outs(%727 : tensor<12x2x8x8xf32>) dimensions = [0, 1, 2, 3] loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %729 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726, %728, %679 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%729 : tensor<12x2x8x8xf32>) {
    ^bb0(%in731: i1, %in732: f32, %in733: f32, %out734: f32):
      %735 = arith.select %in731, %in733, %in732 : f32
      linalg.yield %735 : f32
    } -> tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %736 = arith.constant 0.0 : f32 loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %737 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %738 = linalg.fill ins(%736 : f32) outs(%737 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %739 = arith.constant 0xFF800000 : f32 loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %740 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %741 = linalg.fill ins(%739 : f32) outs(%740 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %742 = linalg.reduce ins(%730 : tensor<12x2x8x8xf32>) outs(%741 : tensor<12x2x8xf32>) dimensions = [3]
      (%in743: f32, %init744: f32) {
        %745 = arith.maximumf %in743, %init744 : f32
        linalg.yield %745 : f32
      } loc("jvp()/reduce_max"("examples/gpt.py":69:45))
    %746 = tensor.expand_shape %742 [[0], [1], [2, 3]] output_shape [12, 2, 8, 1] : tensor<12x2x8xf32> into tensor<12x2x8x1xf32> loc("jvp()/reshape"("examples/gpt.py":69:45))
    %747 = tensor.empty() : tensor<12x2x8x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730, %746 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%747 : tensor<12x2x8x8xi1>) {
    ^bb0(%in749: f32, %in750: f32, %out751: i1):
      %752 = arith.cmpf oeq, %in749, %in750 : f32
      linalg.yield %752 : i1
    } -> tensor<12x2x8x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %753 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/convert_element_type"("examples/gpt.py":69:45))
    %754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748 : tensor<12x2x8x8xi1>) outs(%753 : tensor<12x2x8x8xf32>) {
    ^bb0(%in755: i1, %out756: f32):
      %757 = arith.uitofp %in755 : i1 to f32
      linalg.yield %757 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/convert_element_type"("examples/gpt.py":69:45))
    %758 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %759 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %760 = linalg.fill ins(%758 : f32) outs(%759 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %761 = linalg.reduce ins(%754 : tensor<12x2x8x8xf32>) outs(%760 : tensor<12x2x8xf32>) dimensions = [3]
      (%in762: f32, %init763: f32) {
        %764 = arith.addf %in762, %init763 : f32
        linalg.yield %764 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %765 = arith.constant 0xFF800000 : f32 loc("jvp()/max"("examples/gpt.py":69:45))
    %766 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/max"("examples/gpt.py":69:45))
    %767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<12x2x8xf32>) outs(%766 : tensor<12x2x8xf32>) {
    ^bb0(%in768: f32, %out769: f32):
      %770 = arith.maximumf %765, %in768 : f32
      linalg.yield %770 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/max"("examples/gpt.py":69:45))
    %771 = tensor.empty() : tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %772 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %767 : tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%771 : tensor<12x2x8xi1>) {
    ^bb0(%in773: f32, %in774: f32, %out775: i1):
      %776 = arith.cmpf oeq, %in773, %in774 : f32
      linalg.yield %776 : i1
    } -> tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %777 = arith.constant 1.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %778 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %779 = linalg.fill ins(%777 : f32) outs(%778 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %780 = arith.constant 0.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %781 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %782 = linalg.fill ins(%780 : f32) outs(%781 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %783 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%772, %782, %779 : tensor<12x2x8xi1>, tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%783 : tensor<12x2x8xf32>) {
    ^bb0(%in785: i1, %in786: f32, %in787: f32, %out788: f32):
      %789 = arith.select %in785, %in787, %in786 : f32
      linalg.yield %789 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %790 = arith.constant 0xFF800000 : f32 loc("jvp()/eq"("examples/gpt.py":69:45))
    %791 = tensor.empty() : tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767 : tensor<12x2x8xf32>) outs(%791 : tensor<12x2x8xi1>) {
    ^bb0(%in793: f32, %out794: i1):
      %795 = arith.cmpf oeq, %790, %in793 : f32
      linalg.yield %795 : i1
    } -> tensor<12x2x8xi1> loc("jvp()/eq"("examples/gpt.py":69:45))
    %796 = arith.constant 2.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %797 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %798 = linalg.fill ins(%796 : f32) outs(%797 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %799 = arith.constant 1.0 : f32 loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %800 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %801 = linalg.fill ins(%799 : f32) outs(%800 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %802 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792, %801, %798 : tensor<12x2x8xi1>, tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%802 : tensor<12x2x8xf32>) {
    ^bb0(%in804: i1, %in805: f32, %in806: f32, %out807: f32):
      %808 = arith.select %in804, %in806, %in805 : f32
      linalg.yield %808 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/select_n"("examples/gpt.py":69:45))
    %809 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784, %803 : tensor<12x2x8xf32>, tensor<12x2x8xf32>) outs(%809 : tensor<12x2x8xf32>) {
    ^bb0(%in811: f32, %in812: f32, %out813: f32):
      %814 = arith.divf %in811, %in812 : f32
      linalg.yield %814 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %815 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %816 = linalg.broadcast ins(%767 : tensor<12x2x8xf32>) outs(%815 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %817 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/sub"("examples/gpt.py":69:45))
    %818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730, %816 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%817 : tensor<12x2x8x8xf32>) {
    ^bb0(%in819: f32, %in820: f32, %out821: f32):
      %822 = arith.subf %in819, %in820 : f32
      linalg.yield %822 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/sub"("examples/gpt.py":69:45))
    %823 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/exp"("examples/gpt.py":69:45))
    %824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818 : tensor<12x2x8x8xf32>) outs(%823 : tensor<12x2x8x8xf32>) {
    ^bb0(%in825: f32, %out826: f32):
      %827 = math.exp %in825 : f32
      linalg.yield %827 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/exp"("examples/gpt.py":69:45))
    %828 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %829 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %830 = linalg.fill ins(%828 : f32) outs(%829 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %831 = linalg.reduce ins(%824 : tensor<12x2x8x8xf32>) outs(%830 : tensor<12x2x8xf32>) dimensions = [3]
      (%in832: f32, %init833: f32) {
        %834 = arith.addf %in832, %init833 : f32
        linalg.yield %834 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":69:45))
    %835 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %836 = linalg.broadcast ins(%831 : tensor<12x2x8xf32>) outs(%835 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/broadcast_in_dim"("examples/gpt.py":69:45))
    %837 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824, %836 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%837 : tensor<12x2x8x8xf32>) {
    ^bb0(%in839: f32, %in840: f32, %out841: f32):
      %842 = arith.divf %in839, %in840 : f32
      linalg.yield %842 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/div"("examples/gpt.py":69:45))
    %843 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/integer_pow"("examples/gpt.py":69:45))
    %844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836 : tensor<12x2x8x1xf32>) outs(%843 : tensor<12x2x8x1xf32>) {
    ^bb0(%in845: f32, %out846: f32):
      %847 = arith.mulf %in845, %in845 : f32
      %848 = arith.constant 1.0 : f32
      %849 = arith.divf %848, %847 : f32
      linalg.yield %849 : f32
    } -> tensor<12x2x8x1xf32> loc("jvp()/integer_pow"("examples/gpt.py":69:45))
    %850 = arith.constant 0.0 : f32 loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %851 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %852 = linalg.fill ins(%850 : f32) outs(%851 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%838, %667 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%852 : tensor<12x2x8x10xf32>) {
    ^bb0(%in854: f32, %in855: f32, %out856: f32):
      %857 = arith.mulf %in854, %in855 : f32
      %858 = arith.addf %out856, %857 : f32
      linalg.yield %858 : f32
    } -> tensor<12x2x8x10xf32> loc("jvp(bhqk,bhkd->bhqd)/dot_general"("examples/gpt.py":69:10))
    %859 = tensor.empty() : tensor<12x8x2x10xf32> loc("jvp()/transpose"("examples/gpt.py":70:11))
    %860 = linalg.transpose ins(%853 : tensor<12x2x8x10xf32>) outs(%859 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/transpose"("examples/gpt.py":70:11))
    %861 = tensor.collapse_shape %860 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("jvp()/reshape"("examples/gpt.py":70:11))
    %862 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %863 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %864 = linalg.fill ins(%862 : f32) outs(%863 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%861, %arg18 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%864 : tensor<12x8x20xf32>) {
    ^bb0(%in866: f32, %in867: f32, %out868: f32):
      %869 = arith.mulf %in866, %in867 : f32
      %870 = arith.addf %out868, %869 : f32
      linalg.yield %870 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":70:11))
    %871 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":81:12))
    %872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %865 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%871 : tensor<12x8x20xf32>) {
    ^bb0(%in873: f32, %in874: f32, %out875: f32):
      %876 = arith.addf %in873, %in874 : f32
      linalg.yield %876 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":81:12))
    %877 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %878 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %879 = linalg.fill ins(%877 : f32) outs(%878 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %880 = linalg.reduce ins(%872 : tensor<12x8x20xf32>) outs(%879 : tensor<12x8xf32>) dimensions = [2]
      (%in881: f32, %init882: f32) {
        %883 = arith.addf %in881, %init882 : f32
        linalg.yield %883 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %884 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %885 = linalg.broadcast ins(%880 : tensor<12x8xf32>) outs(%884 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %886 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":44:11))
    %887 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885 : tensor<12x8x1xf32>) outs(%887 : tensor<12x8x1xf32>) {
    ^bb0(%in889: f32, %out890: f32):
      %891 = arith.divf %in889, %886 : f32
      linalg.yield %891 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %892 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %888 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%892 : tensor<12x8x20xf32>) {
    ^bb0(%in894: f32, %in895: f32, %out896: f32):
      %897 = arith.subf %in894, %in895 : f32
      linalg.yield %897 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %898 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%893 : tensor<12x8x20xf32>) outs(%898 : tensor<12x8x20xf32>) {
    ^bb0(%in900: f32, %out901: f32):
      %902 = arith.mulf %in900, %in900 : f32
      linalg.yield %902 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %903 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/gpt.py":45:19))
    %904 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%893 : tensor<12x8x20xf32>) outs(%904 : tensor<12x8x20xf32>) {
    ^bb0(%in906: f32, %out907: f32):
      %908 = arith.mulf %903, %in906 : f32
      linalg.yield %908 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %909 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %910 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %911 = linalg.fill ins(%909 : f32) outs(%910 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %912 = linalg.reduce ins(%899 : tensor<12x8x20xf32>) outs(%911 : tensor<12x8xf32>) dimensions = [2]
      (%in913: f32, %init914: f32) {
        %915 = arith.addf %in913, %init914 : f32
        linalg.yield %915 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %916 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %917 = linalg.broadcast ins(%912 : tensor<12x8xf32>) outs(%916 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %918 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":45:10))
    %919 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917 : tensor<12x8x1xf32>) outs(%919 : tensor<12x8x1xf32>) {
    ^bb0(%in921: f32, %out922: f32):
      %923 = arith.divf %in921, %918 : f32
      linalg.yield %923 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %924 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %888 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%924 : tensor<12x8x20xf32>) {
    ^bb0(%in926: f32, %in927: f32, %out928: f32):
      %929 = arith.subf %in926, %in927 : f32
      linalg.yield %929 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %930 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/add"("examples/gpt.py":46:38))
    %931 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %932 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920 : tensor<12x8x1xf32>) outs(%931 : tensor<12x8x1xf32>) {
    ^bb0(%in933: f32, %out934: f32):
      %935 = arith.addf %in933, %930 : f32
      linalg.yield %935 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %936 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932 : tensor<12x8x1xf32>) outs(%936 : tensor<12x8x1xf32>) {
    ^bb0(%in938: f32, %out939: f32):
      %940 = math.rsqrt %in938 : f32
      linalg.yield %940 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %941 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%937, %932 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%941 : tensor<12x8x1xf32>) {
    ^bb0(%in943: f32, %in944: f32, %out945: f32):
      %946 = arith.divf %in943, %in944 : f32
      linalg.yield %946 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %947 = arith.constant -0.5 : f32 loc("jvp()/mul"("examples/gpt.py":46:24))
    %948 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%942 : tensor<12x8x1xf32>) outs(%948 : tensor<12x8x1xf32>) {
    ^bb0(%in950: f32, %out951: f32):
      %952 = arith.mulf %947, %in950 : f32
      linalg.yield %952 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %953 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925, %937 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%953 : tensor<12x8x20xf32>) {
    ^bb0(%in955: f32, %in956: f32, %out957: f32):
      %958 = arith.mulf %in955, %in956 : f32
      linalg.yield %958 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %959 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %960 = linalg.broadcast ins(%arg15 : tensor<20xf32>) outs(%959 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %961 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %960 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%961 : tensor<12x8x20xf32>) {
    ^bb0(%in963: f32, %in964: f32, %out965: f32):
      %966 = arith.mulf %in963, %in964 : f32
      linalg.yield %966 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %967 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %968 = linalg.broadcast ins(%arg14 : tensor<20xf32>) outs(%967 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %969 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962, %968 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%969 : tensor<12x8x20xf32>) {
    ^bb0(%in971: f32, %in972: f32, %out973: f32):
      %974 = arith.addf %in971, %in972 : f32
      linalg.yield %974 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %975 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %976 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %977 = linalg.fill ins(%975 : f32) outs(%976 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%970, %arg16 : tensor<12x8x20xf32>, tensor<20x80xf32>) outs(%977 : tensor<12x8x80xf32>) {
    ^bb0(%in979: f32, %in980: f32, %out981: f32):
      %982 = arith.mulf %in979, %in980 : f32
      %983 = arith.addf %out981, %982 : f32
      linalg.yield %983 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/dot_general"("examples/gpt.py":74:23))
    %984 = tensor.empty() : tensor<1x1x80xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:23))
    %985 = linalg.broadcast ins(%arg10 : tensor<80xf32>) outs(%984 : tensor<1x1x80xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:23))
    %986 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/add"("examples/gpt.py":74:23))
    %987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978, %985 : tensor<12x8x80xf32>, tensor<1x1x80xf32>) outs(%986 : tensor<12x8x80xf32>) {
    ^bb0(%in988: f32, %in989: f32, %out990: f32):
      %991 = arith.addf %in988, %in989 : f32
      linalg.yield %991 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/add"("examples/gpt.py":74:23))
    %992 = arith.constant 0.5 : f32 loc("jvp()/mul"("examples/gpt.py":74:11))
    %993 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%987 : tensor<12x8x80xf32>) outs(%993 : tensor<12x8x80xf32>) {
    ^bb0(%in995: f32, %out996: f32):
      %997 = arith.mulf %992, %in995 : f32
      linalg.yield %997 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %998 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%987 : tensor<12x8x80xf32>) outs(%998 : tensor<12x8x80xf32>) {
    ^bb0(%in1000: f32, %out1001: f32):
      %1002 = arith.negf %in1000 : f32
      linalg.yield %1002 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %1003 = arith.constant 0.7071067690849304 : f32 loc("jvp()/mul"("examples/gpt.py":74:11))
    %1004 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %1005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%999 : tensor<12x8x80xf32>) outs(%1004 : tensor<12x8x80xf32>) {
    ^bb0(%in1006: f32, %out1007: f32):
      %1008 = arith.mulf %in1006, %1003 : f32
      linalg.yield %1008 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %1009 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/erfc"("examples/gpt.py":74:11))
    %1010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005 : tensor<12x8x80xf32>) outs(%1009 : tensor<12x8x80xf32>) {
    ^bb0(%in1011: f32, %out1012: f32):
      %1013 = math.erfc %in1011 : f32
      linalg.yield %1013 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/erfc"("examples/gpt.py":74:11))
    %1014 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/square"("examples/gpt.py":74:11))
    %1015 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005 : tensor<12x8x80xf32>) outs(%1014 : tensor<12x8x80xf32>) {
    ^bb0(%in1016: f32, %out1017: f32):
      %1018 = arith.mulf %in1016, %in1016 : f32
      linalg.yield %1018 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/square"("examples/gpt.py":74:11))
    %1019 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %1020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1015 : tensor<12x8x80xf32>) outs(%1019 : tensor<12x8x80xf32>) {
    ^bb0(%in1021: f32, %out1022: f32):
      %1023 = arith.negf %in1021 : f32
      linalg.yield %1023 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/neg"("examples/gpt.py":74:11))
    %1024 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/exp"("examples/gpt.py":74:11))
    %1025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1020 : tensor<12x8x80xf32>) outs(%1024 : tensor<12x8x80xf32>) {
    ^bb0(%in1026: f32, %out1027: f32):
      %1028 = math.exp %in1026 : f32
      linalg.yield %1028 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/exp"("examples/gpt.py":74:11))
    %1029 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %1010 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1029 : tensor<12x8x80xf32>) {
    ^bb0(%in1031: f32, %in1032: f32, %out1033: f32):
      %1034 = arith.mulf %in1031, %in1032 : f32
      linalg.yield %1034 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/mul"("examples/gpt.py":74:11))
    %1035 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %1036 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %1037 = linalg.fill ins(%1035 : f32) outs(%1036 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %1038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1030, %arg17 : tensor<12x8x80xf32>, tensor<80x20xf32>) outs(%1037 : tensor<12x8x20xf32>) {
    ^bb0(%in1039: f32, %in1040: f32, %out1041: f32):
      %1042 = arith.mulf %in1039, %in1040 : f32
      %1043 = arith.addf %out1041, %1042 : f32
      linalg.yield %1043 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/dot_general"("examples/gpt.py":74:11))
    %1044 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:11))
    %1045 = linalg.broadcast ins(%arg11 : tensor<20xf32>) outs(%1044 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":74:11))
    %1046 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":74:11))
    %1047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1038, %1045 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1046 : tensor<12x8x20xf32>) {
    ^bb0(%in1048: f32, %in1049: f32, %out1050: f32):
      %1051 = arith.addf %in1048, %in1049 : f32
      linalg.yield %1051 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":74:11))
    %1052 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":82:12))
    %1053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %1047 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1052 : tensor<12x8x20xf32>) {
    ^bb0(%in1054: f32, %in1055: f32, %out1056: f32):
      %1057 = arith.addf %in1054, %in1055 : f32
      linalg.yield %1057 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":82:12))
    %1058 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %1059 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %1060 = linalg.fill ins(%1058 : f32) outs(%1059 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %1061 = linalg.reduce ins(%1053 : tensor<12x8x20xf32>) outs(%1060 : tensor<12x8xf32>) dimensions = [2]
      (%in1062: f32, %init1063: f32) {
        %1064 = arith.addf %in1062, %init1063 : f32
        linalg.yield %1064 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %1065 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %1066 = linalg.broadcast ins(%1061 : tensor<12x8xf32>) outs(%1065 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %1067 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":44:11))
    %1068 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %1069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<12x8x1xf32>) outs(%1068 : tensor<12x8x1xf32>) {
    ^bb0(%in1070: f32, %out1071: f32):
      %1072 = arith.divf %in1070, %1067 : f32
      linalg.yield %1072 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %1073 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %1074 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1053, %1069 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1073 : tensor<12x8x20xf32>) {
    ^bb0(%in1075: f32, %in1076: f32, %out1077: f32):
      %1078 = arith.subf %in1075, %in1076 : f32
      linalg.yield %1078 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %1079 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074 : tensor<12x8x20xf32>) outs(%1079 : tensor<12x8x20xf32>) {
    ^bb0(%in1081: f32, %out1082: f32):
      %1083 = arith.mulf %in1081, %in1081 : f32
      linalg.yield %1083 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %1084 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/gpt.py":45:19))
    %1085 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %1086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074 : tensor<12x8x20xf32>) outs(%1085 : tensor<12x8x20xf32>) {
    ^bb0(%in1087: f32, %out1088: f32):
      %1089 = arith.mulf %1084, %in1087 : f32
      linalg.yield %1089 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %1090 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %1091 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %1092 = linalg.fill ins(%1090 : f32) outs(%1091 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %1093 = linalg.reduce ins(%1080 : tensor<12x8x20xf32>) outs(%1092 : tensor<12x8xf32>) dimensions = [2]
      (%in1094: f32, %init1095: f32) {
        %1096 = arith.addf %in1094, %init1095 : f32
        linalg.yield %1096 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %1097 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %1098 = linalg.broadcast ins(%1093 : tensor<12x8xf32>) outs(%1097 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %1099 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":45:10))
    %1100 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1098 : tensor<12x8x1xf32>) outs(%1100 : tensor<12x8x1xf32>) {
    ^bb0(%in1102: f32, %out1103: f32):
      %1104 = arith.divf %in1102, %1099 : f32
      linalg.yield %1104 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %1105 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %1106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1053, %1069 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1105 : tensor<12x8x20xf32>) {
    ^bb0(%in1107: f32, %in1108: f32, %out1109: f32):
      %1110 = arith.subf %in1107, %in1108 : f32
      linalg.yield %1110 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %1111 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/add"("examples/gpt.py":46:38))
    %1112 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %1113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1101 : tensor<12x8x1xf32>) outs(%1112 : tensor<12x8x1xf32>) {
    ^bb0(%in1114: f32, %out1115: f32):
      %1116 = arith.addf %in1114, %1111 : f32
      linalg.yield %1116 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %1117 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %1118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1113 : tensor<12x8x1xf32>) outs(%1117 : tensor<12x8x1xf32>) {
    ^bb0(%in1119: f32, %out1120: f32):
      %1121 = math.rsqrt %in1119 : f32
      linalg.yield %1121 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %1122 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %1123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1118, %1113 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1122 : tensor<12x8x1xf32>) {
    ^bb0(%in1124: f32, %in1125: f32, %out1126: f32):
      %1127 = arith.divf %in1124, %in1125 : f32
      linalg.yield %1127 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %1128 = arith.constant -0.5 : f32 loc("jvp()/mul"("examples/gpt.py":46:24))
    %1129 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %1130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1123 : tensor<12x8x1xf32>) outs(%1129 : tensor<12x8x1xf32>) {
    ^bb0(%in1131: f32, %out1132: f32):
      %1133 = arith.mulf %1128, %in1131 : f32
      linalg.yield %1133 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %1134 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1106, %1118 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1134 : tensor<12x8x20xf32>) {
    ^bb0(%in1136: f32, %in1137: f32, %out1138: f32):
      %1139 = arith.mulf %in1136, %in1137 : f32
      linalg.yield %1139 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1140 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1141 = linalg.broadcast ins(%arg21 : tensor<20xf32>) outs(%1140 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1142 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135, %1141 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1142 : tensor<12x8x20xf32>) {
    ^bb0(%in1144: f32, %in1145: f32, %out1146: f32):
      %1147 = arith.mulf %in1144, %in1145 : f32
      linalg.yield %1147 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1148 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1149 = linalg.broadcast ins(%arg20 : tensor<20xf32>) outs(%1148 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1150 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %1151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1143, %1149 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1150 : tensor<12x8x20xf32>) {
    ^bb0(%in1152: f32, %in1153: f32, %out1154: f32):
      %1155 = arith.addf %in1152, %in1153 : f32
      linalg.yield %1155 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %1156 = tensor.empty() : tensor<20x50xf32> loc("jvp()/transpose"("examples/gpt.py":84:15))
    %1157 = linalg.transpose ins(%arg23 : tensor<50x20xf32>) outs(%1156 : tensor<20x50xf32>) permutation = [1, 0] loc("jvp()/transpose"("examples/gpt.py":84:15))
    %1158 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt.py":84:11))
    %1159 = tensor.empty() : tensor<12x8x50xf32> loc("jvp()/dot_general"("examples/gpt.py":84:11))
    %1160 = linalg.fill ins(%1158 : f32) outs(%1159 : tensor<12x8x50xf32>) -> tensor<12x8x50xf32> loc("jvp()/dot_general"("examples/gpt.py":84:11))
    %1161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1151, %1157 : tensor<12x8x20xf32>, tensor<20x50xf32>) outs(%1160 : tensor<12x8x50xf32>) {
    ^bb0(%in1162: f32, %in1163: f32, %out1164: f32):
      %1165 = arith.mulf %in1162, %in1163 : f32
      %1166 = arith.addf %out1164, %1165 : f32
      linalg.yield %1166 : f32
    } -> tensor<12x8x50xf32> loc("jvp()/dot_general"("examples/gpt.py":84:11))
    %1167 = arith.constant 0xFF800000 : f32 loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1168 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1169 = linalg.fill ins(%1167 : f32) outs(%1168 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1170 = linalg.reduce ins(%1161 : tensor<12x8x50xf32>) outs(%1169 : tensor<12x8xf32>) dimensions = [2]
      (%in1171: f32, %init1172: f32) {
        %1173 = arith.maximumf %in1171, %init1172 : f32
        linalg.yield %1173 : f32
      } loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1174 = arith.constant 0xFF800000 : f32 loc("log_softmax/max"("examples/gpt.py":96:15))
    %1175 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/max"("examples/gpt.py":96:15))
    %1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1170 : tensor<12x8xf32>) outs(%1175 : tensor<12x8xf32>) {
    ^bb0(%in1177: f32, %out1178: f32):
      %1179 = arith.maximumf %1174, %in1177 : f32
      linalg.yield %1179 : f32
    } -> tensor<12x8xf32> loc("log_softmax/max"("examples/gpt.py":96:15))
    %1180 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1181 = linalg.broadcast ins(%1176 : tensor<12x8xf32>) outs(%1180 : tensor<12x8x1xf32>) dimensions = [2] loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1182 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1161, %1181 : tensor<12x8x50xf32>, tensor<12x8x1xf32>) outs(%1182 : tensor<12x8x50xf32>) {
    ^bb0(%in1184: f32, %in1185: f32, %out1186: f32):
      %1187 = arith.subf %in1184, %in1185 : f32
      linalg.yield %1187 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1188 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/exp"("examples/gpt.py":96:15))
    %1189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1183 : tensor<12x8x50xf32>) outs(%1188 : tensor<12x8x50xf32>) {
    ^bb0(%in1190: f32, %out1191: f32):
      %1192 = math.exp %in1190 : f32
      linalg.yield %1192 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/exp"("examples/gpt.py":96:15))
    %1193 = arith.constant 0.0 : f32 loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1194 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1195 = linalg.fill ins(%1193 : f32) outs(%1194 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1196 = linalg.reduce ins(%1189 : tensor<12x8x50xf32>) outs(%1195 : tensor<12x8xf32>) dimensions = [2]
      (%in1197: f32, %init1198: f32) {
        %1199 = arith.addf %in1197, %init1198 : f32
        linalg.yield %1199 : f32
      } loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1200 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1201 = linalg.broadcast ins(%1196 : tensor<12x8xf32>) outs(%1200 : tensor<12x8x1xf32>) dimensions = [2] loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1202 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/log"("examples/gpt.py":96:15))
    %1203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1201 : tensor<12x8x1xf32>) outs(%1202 : tensor<12x8x1xf32>) {
    ^bb0(%in1204: f32, %out1205: f32):
      %1206 = math.log %in1204 : f32
      linalg.yield %1206 : f32
    } -> tensor<12x8x1xf32> loc("log_softmax/log"("examples/gpt.py":96:15))
    %1207 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1183, %1203 : tensor<12x8x50xf32>, tensor<12x8x1xf32>) outs(%1207 : tensor<12x8x50xf32>) {
    ^bb0(%in1209: f32, %in1210: f32, %out1211: f32):
      %1212 = arith.subf %in1209, %in1210 : f32
      linalg.yield %1212 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1213 = tensor.empty() : tensor<12x8x1xi32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":97:43))
    %1214 = linalg.broadcast ins(%arg73 : tensor<12x8xi32>) outs(%1213 : tensor<12x8x1xi32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":97:43))
    %1215 = arith.constant 0 : i32 loc("take_along_axis/lt"("examples/gpt.py":97:17))
    %1216 = tensor.empty() : tensor<12x8x1xi1> loc("take_along_axis/lt"("examples/gpt.py":97:17))
    %1217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214 : tensor<12x8x1xi32>) outs(%1216 : tensor<12x8x1xi1>) {
    ^bb0(%in1218: i32, %out1219: i1):
      %1220 = arith.cmpi slt, %in1218, %1215 : i32
      linalg.yield %1220 : i1
    } -> tensor<12x8x1xi1> loc("take_along_axis/lt"("examples/gpt.py":97:17))
    %1221 = arith.constant 50 : i32 loc("take_along_axis/add"("examples/gpt.py":97:17))
    %1222 = tensor.empty() : tensor<12x8x1xi32> loc("take_along_axis/add"("examples/gpt.py":97:17))
    %1223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214 : tensor<12x8x1xi32>) outs(%1222 : tensor<12x8x1xi32>) {
    ^bb0(%in1224: i32, %out1225: i32):
      %1226 = arith.addi %in1224, %1221 : i32
      linalg.yield %1226 : i32
    } -> tensor<12x8x1xi32> loc("take_along_axis/add"("examples/gpt.py":97:17))
    %1227 = tensor.empty() : tensor<12x8x1xi32> loc("take_along_axis/select_n"("examples/gpt.py":97:17))
    %1228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1217, %1214, %1223 : tensor<12x8x1xi1>, tensor<12x8x1xi32>, tensor<12x8x1xi32>) outs(%1227 : tensor<12x8x1xi32>) {
    ^bb0(%in1229: i1, %in1230: i32, %in1231: i32, %out1232: i32):
      %1233 = arith.select %in1229, %in1231, %in1230 : i32
      linalg.yield %1233 : i32
    } -> tensor<12x8x1xi32> loc("take_along_axis/select_n"("examples/gpt.py":97:17))
    %1234 = tensor.expand_shape %1228 [[0], [1], [2, 3]] output_shape [12, 8, 1, 1] : tensor<12x8x1xi32> into tensor<12x8x1x1xi32> loc("take_along_axis/reshape"("examples/gpt.py":97:17))
    %1235 = arith.constant 0x7FC00000 : f32 loc("take_along_axis/gather"("examples/gpt.py":97:17))
    %1236 = tensor.empty() : tensor<12x8x1xf32> loc("take_along_axis/gather"("examples/gpt.py":97:17))
    %1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1234 : tensor<12x8x1x1xi32>) outs(%1236 : tensor<12x8x1xf32>) {
    ^bb0(%in1238: i32, %out1239: f32):
      %1240 = linalg.index 0 : index
      %1241 = linalg.index 1 : index
      %1242 = arith.index_cast %in1238 : i32 to index
      %1243 = arith.constant 0 : index
      %1244 = arith.constant 49 : index
      %1245 = arith.maxsi %1242, %1243 : index
      %1246 = arith.minsi %1245, %1244 : index
      %1247 = arith.cmpi eq, %1242, %1246 : index
      %1248 = tensor.extract %1208[%1240, %1241, %1246] : tensor<12x8x50xf32>
      %1249 = arith.select %1247, %1248, %1235 : f32
      linalg.yield %1249 : f32
    } -> tensor<12x8x1xf32> loc("take_along_axis/gather"("examples/gpt.py":97:17))
    %1250 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1251 = tensor.empty() : tensor<f32> loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1252 = linalg.fill ins(%1250 : f32) outs(%1251 : tensor<f32>) -> tensor<f32> loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1253 = linalg.reduce ins(%1237 : tensor<12x8x1xf32>) outs(%1252 : tensor<f32>) dimensions = [0, 1, 2]
      (%in1254: f32, %init1255: f32) {
        %1256 = arith.addf %in1254, %init1255 : f32
        linalg.yield %1256 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1257 = arith.constant 96.0 : f32 loc("jvp()/div"("examples/gpt.py":98:16))
    %1258 = tensor.empty() : tensor<f32> loc("jvp()/div"("examples/gpt.py":98:16))
    %1259 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1253 : tensor<f32>) outs(%1258 : tensor<f32>) {
    ^bb0(%in1260: f32, %out1261: f32):
      %1262 = arith.divf %in1260, %1257 : f32
      linalg.yield %1262 : f32
    } -> tensor<f32> loc("jvp()/div"("examples/gpt.py":98:16))
    %1263 = tensor.empty() : tensor<f32> loc("jvp()/neg"("examples/gpt.py":98:15))
    %1264 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1259 : tensor<f32>) outs(%1263 : tensor<f32>) {
    ^bb0(%in1265: f32, %out1266: f32):
      %1267 = arith.negf %in1265 : f32
      linalg.yield %1267 : f32
    } -> tensor<f32> loc("jvp()/neg"("examples/gpt.py":98:15))
    %1268 = arith.constant 1.0 : f32 loc("transpose(jvp())/neg"("examples/gpt.py":98:15))
    %1269 = tensor.empty() : tensor<f32> loc("transpose(jvp())/neg"("examples/gpt.py":98:15))
    %1270 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%1269 : tensor<f32>) {
    ^bb0(%out1271: f32):
      %1272 = arith.negf %1268 : f32
      linalg.yield %1272 : f32
    } -> tensor<f32> loc("transpose(jvp())/neg"("examples/gpt.py":98:15))
    %1273 = arith.constant 96.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":98:16))
    %1274 = tensor.empty() : tensor<f32> loc("transpose(jvp())/div"("examples/gpt.py":98:16))
    %1275 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1270 : tensor<f32>) outs(%1274 : tensor<f32>) {
    ^bb0(%in1276: f32, %out1277: f32):
      %1278 = arith.divf %in1276, %1273 : f32
      linalg.yield %1278 : f32
    } -> tensor<f32> loc("transpose(jvp())/div"("examples/gpt.py":98:16))
    %1279 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":98:16))
    %1280 = linalg.broadcast ins(%1275 : tensor<f32>) outs(%1279 : tensor<12x8x1xf32>) dimensions = [0, 1, 2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":98:16))
    %1281 = arith.constant 0.0 : f32 loc("take_along_axis/broadcast_in_dim"("examples/gpt.py":97:17))
    %1282 = tensor.empty() : tensor<12x8x50xf32> loc("take_along_axis/broadcast_in_dim"("examples/gpt.py":97:17))
    %1283 = linalg.fill ins(%1281 : f32) outs(%1282 : tensor<12x8x50xf32>) -> tensor<12x8x50xf32> loc("take_along_axis/broadcast_in_dim"("examples/gpt.py":97:17))
    %1284 = arith.constant 0.0 : f32 loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1285 = tensor.empty() : tensor<12x8x50xf32> loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1286 = linalg.fill ins(%1284 : f32) outs(%1285 : tensor<12x8x50xf32>) -> tensor<12x8x50xf32> loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1234, %1280 : tensor<12x8x1x1xi32>, tensor<12x8x1xf32>) outs(%1286 : tensor<12x8x50xf32>) {
    ^bb0(%in1288: i32, %in1289: f32, %out1290: f32):
      %1291 = arith.index_cast %in1288 : i32 to index
      %1292 = linalg.index 2 : index
      %1293 = arith.cmpi eq, %1291, %1292 : index
      %1294 = arith.constant 0.0 : f32
      %1295 = arith.select %1293, %in1289, %1294 : f32
      %1296 = arith.addf %out1290, %1295 : f32
      linalg.yield %1296 : f32
    } -> tensor<12x8x50xf32> loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1297 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/neg"("examples/gpt.py":96:15))
    %1298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1287 : tensor<12x8x50xf32>) outs(%1297 : tensor<12x8x50xf32>) {
    ^bb0(%in1299: f32, %out1300: f32):
      %1301 = arith.negf %in1299 : f32
      linalg.yield %1301 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/neg"("examples/gpt.py":96:15))
    %1302 = arith.constant 0.0 : f32 loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1303 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1304 = linalg.fill ins(%1302 : f32) outs(%1303 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1305 = linalg.reduce ins(%1298 : tensor<12x8x50xf32>) outs(%1304 : tensor<12x8xf32>) dimensions = [2]
      (%in1306: f32, %init1307: f32) {
        %1308 = arith.addf %in1306, %init1307 : f32
        linalg.yield %1308 : f32
      } loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1309 = tensor.expand_shape %1305 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("log_softmax/reshape"("examples/gpt.py":96:15))
    %1310 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/div"("examples/gpt.py":96:15))
    %1311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1309, %1201 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1310 : tensor<12x8x1xf32>) {
    ^bb0(%in1312: f32, %in1313: f32, %out1314: f32):
      %1315 = arith.divf %in1312, %in1313 : f32
      linalg.yield %1315 : f32
    } -> tensor<12x8x1xf32> loc("log_softmax/div"("examples/gpt.py":96:15))
    %1316 = arith.constant 0.0 : f32 loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1317 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1318 = linalg.fill ins(%1316 : f32) outs(%1317 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1319 = linalg.reduce ins(%1311 : tensor<12x8x1xf32>) outs(%1318 : tensor<12x8xf32>) dimensions = [2]
      (%in1320: f32, %init1321: f32) {
        %1322 = arith.addf %in1320, %init1321 : f32
        linalg.yield %1322 : f32
      } loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1323 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1324 = linalg.broadcast ins(%1319 : tensor<12x8xf32>) outs(%1323 : tensor<12x8x50xf32>) dimensions = [2] loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1325 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/mul"("examples/gpt.py":96:15))
    %1326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1324, %1189 : tensor<12x8x50xf32>, tensor<12x8x50xf32>) outs(%1325 : tensor<12x8x50xf32>) {
    ^bb0(%in1327: f32, %in1328: f32, %out1329: f32):
      %1330 = arith.mulf %in1327, %in1328 : f32
      linalg.yield %1330 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/mul"("examples/gpt.py":96:15))
    %1331 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/add_any"("examples/gpt.py":96:15))
    %1332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1287, %1326 : tensor<12x8x50xf32>, tensor<12x8x50xf32>) outs(%1331 : tensor<12x8x50xf32>) {
    ^bb0(%in1333: f32, %in1334: f32, %out1335: f32):
      %1336 = arith.addf %in1333, %in1334 : f32
      linalg.yield %1336 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/add_any"("examples/gpt.py":96:15))
    %1337 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1338 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1339 = linalg.fill ins(%1337 : f32) outs(%1338 : tensor<50x20xf32>) -> tensor<50x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1332, %1151 : tensor<12x8x50xf32>, tensor<12x8x20xf32>) outs(%1339 : tensor<50x20xf32>) {
    ^bb0(%in1341: f32, %in1342: f32, %out1343: f32):
      %1344 = arith.mulf %in1341, %in1342 : f32
      %1345 = arith.addf %out1343, %1344 : f32
      linalg.yield %1345 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1346 = tensor.empty() : tensor<20x50xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":84:11))
    %1347 = linalg.transpose ins(%1340 : tensor<50x20xf32>) outs(%1346 : tensor<20x50xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":84:11))
    %1348 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1349 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1350 = linalg.fill ins(%1348 : f32) outs(%1349 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1332, %1157 : tensor<12x8x50xf32>, tensor<20x50xf32>) outs(%1350 : tensor<12x8x20xf32>) {
    ^bb0(%in1352: f32, %in1353: f32, %out1354: f32):
      %1355 = arith.mulf %in1352, %in1353 : f32
      %1356 = arith.addf %out1354, %1355 : f32
      linalg.yield %1356 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":84:11))
    %1357 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":84:15))
    %1358 = linalg.transpose ins(%1347 : tensor<20x50xf32>) outs(%1357 : tensor<50x20xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":84:15))
    %1359 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1360 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1361 = linalg.fill ins(%1359 : f32) outs(%1360 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1362 = linalg.reduce ins(%1351 : tensor<12x8x20xf32>) outs(%1361 : tensor<20xf32>) dimensions = [0, 1]
      (%in1363: f32, %init1364: f32) {
        %1365 = arith.addf %in1363, %init1364 : f32
        linalg.yield %1365 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1366 = tensor.expand_shape %1362 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1367 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1368 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1369 = linalg.fill ins(%1367 : f32) outs(%1368 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1370 = linalg.reduce ins(%1366 : tensor<1x1x20xf32>) outs(%1369 : tensor<20xf32>) dimensions = [0, 1]
      (%in1371: f32, %init1372: f32) {
        %1373 = arith.addf %in1371, %init1372 : f32
        linalg.yield %1373 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1374 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135, %1351 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1374 : tensor<12x8x20xf32>) {
    ^bb0(%in1376: f32, %in1377: f32, %out1378: f32):
      %1379 = arith.mulf %in1376, %in1377 : f32
      linalg.yield %1379 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1380 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1381 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1382 = linalg.fill ins(%1380 : f32) outs(%1381 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1383 = linalg.reduce ins(%1375 : tensor<12x8x20xf32>) outs(%1382 : tensor<20xf32>) dimensions = [0, 1]
      (%in1384: f32, %init1385: f32) {
        %1386 = arith.addf %in1384, %init1385 : f32
        linalg.yield %1386 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1387 = tensor.expand_shape %1383 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1388 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1351, %1141 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1388 : tensor<12x8x20xf32>) {
    ^bb0(%in1390: f32, %in1391: f32, %out1392: f32):
      %1393 = arith.mulf %in1390, %in1391 : f32
      linalg.yield %1393 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1394 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1395 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1396 = linalg.fill ins(%1394 : f32) outs(%1395 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1397 = linalg.reduce ins(%1387 : tensor<1x1x20xf32>) outs(%1396 : tensor<20xf32>) dimensions = [0, 1]
      (%in1398: f32, %init1399: f32) {
        %1400 = arith.addf %in1398, %init1399 : f32
        linalg.yield %1400 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1401 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1106, %1389 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1401 : tensor<12x8x20xf32>) {
    ^bb0(%in1403: f32, %in1404: f32, %out1405: f32):
      %1406 = arith.mulf %in1403, %in1404 : f32
      linalg.yield %1406 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1407 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1408 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1409 = linalg.fill ins(%1407 : f32) outs(%1408 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1410 = linalg.reduce ins(%1402 : tensor<12x8x20xf32>) outs(%1409 : tensor<12x8xf32>) dimensions = [2]
      (%in1411: f32, %init1412: f32) {
        %1413 = arith.addf %in1411, %init1412 : f32
        linalg.yield %1413 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1414 = tensor.expand_shape %1410 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1415 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1389, %1118 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1415 : tensor<12x8x20xf32>) {
    ^bb0(%in1417: f32, %in1418: f32, %out1419: f32):
      %1420 = arith.mulf %in1417, %in1418 : f32
      linalg.yield %1420 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1421 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %1422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1414, %1130 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1421 : tensor<12x8x1xf32>) {
    ^bb0(%in1423: f32, %in1424: f32, %out1425: f32):
      %1426 = arith.mulf %in1423, %in1424 : f32
      linalg.yield %1426 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %1427 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %1428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1416 : tensor<12x8x20xf32>) outs(%1427 : tensor<12x8x20xf32>) {
    ^bb0(%in1429: f32, %out1430: f32):
      %1431 = arith.negf %in1429 : f32
      linalg.yield %1431 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %1432 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1433 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1434 = linalg.fill ins(%1432 : f32) outs(%1433 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1435 = linalg.reduce ins(%1428 : tensor<12x8x20xf32>) outs(%1434 : tensor<12x8xf32>) dimensions = [2]
      (%in1436: f32, %init1437: f32) {
        %1438 = arith.addf %in1436, %init1437 : f32
        linalg.yield %1438 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1439 = tensor.expand_shape %1435 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:12))
    %1440 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1441 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1422 : tensor<12x8x1xf32>) outs(%1441 : tensor<12x8x1xf32>) {
    ^bb0(%in1443: f32, %out1444: f32):
      %1445 = arith.divf %in1443, %1440 : f32
      linalg.yield %1445 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1446 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1447 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1448 = linalg.fill ins(%1446 : f32) outs(%1447 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1449 = linalg.reduce ins(%1442 : tensor<12x8x1xf32>) outs(%1448 : tensor<12x8xf32>) dimensions = [2]
      (%in1450: f32, %init1451: f32) {
        %1452 = arith.addf %in1450, %init1451 : f32
        linalg.yield %1452 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1453 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %1454 = linalg.broadcast ins(%1449 : tensor<12x8xf32>) outs(%1453 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %1455 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %1456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1454, %1086 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1455 : tensor<12x8x20xf32>) {
    ^bb0(%in1457: f32, %in1458: f32, %out1459: f32):
      %1460 = arith.mulf %in1457, %in1458 : f32
      linalg.yield %1460 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %1461 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %1462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1456 : tensor<12x8x20xf32>) outs(%1461 : tensor<12x8x20xf32>) {
    ^bb0(%in1463: f32, %out1464: f32):
      %1465 = arith.negf %in1463 : f32
      linalg.yield %1465 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %1466 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1467 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1468 = linalg.fill ins(%1466 : f32) outs(%1467 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1469 = linalg.reduce ins(%1462 : tensor<12x8x20xf32>) outs(%1468 : tensor<12x8xf32>) dimensions = [2]
      (%in1470: f32, %init1471: f32) {
        %1472 = arith.addf %in1470, %init1471 : f32
        linalg.yield %1472 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1473 = tensor.expand_shape %1469 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":45:30))
    %1474 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1416, %1456 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1474 : tensor<12x8x20xf32>) {
    ^bb0(%in1476: f32, %in1477: f32, %out1478: f32):
      %1479 = arith.addf %in1476, %in1477 : f32
      linalg.yield %1479 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1480 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1439, %1473 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1480 : tensor<12x8x1xf32>) {
    ^bb0(%in1482: f32, %in1483: f32, %out1484: f32):
      %1485 = arith.addf %in1482, %in1483 : f32
      linalg.yield %1485 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1486 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1487 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1481 : tensor<12x8x1xf32>) outs(%1487 : tensor<12x8x1xf32>) {
    ^bb0(%in1489: f32, %out1490: f32):
      %1491 = arith.divf %in1489, %1486 : f32
      linalg.yield %1491 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1492 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1493 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1494 = linalg.fill ins(%1492 : f32) outs(%1493 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1495 = linalg.reduce ins(%1488 : tensor<12x8x1xf32>) outs(%1494 : tensor<12x8xf32>) dimensions = [2]
      (%in1496: f32, %init1497: f32) {
        %1498 = arith.addf %in1496, %init1497 : f32
        linalg.yield %1498 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1499 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %1500 = linalg.broadcast ins(%1495 : tensor<12x8xf32>) outs(%1499 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %1501 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %1502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1475, %1500 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1501 : tensor<12x8x20xf32>) {
    ^bb0(%in1503: f32, %in1504: f32, %out1505: f32):
      %1506 = arith.addf %in1503, %in1504 : f32
      linalg.yield %1506 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %1507 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1508 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1509 = linalg.fill ins(%1507 : f32) outs(%1508 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1510 = linalg.reduce ins(%1502 : tensor<12x8x20xf32>) outs(%1509 : tensor<20xf32>) dimensions = [0, 1]
      (%in1511: f32, %init1512: f32) {
        %1513 = arith.addf %in1511, %init1512 : f32
        linalg.yield %1513 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1514 = tensor.expand_shape %1510 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":74:11))
    %1515 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1516 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1517 = linalg.fill ins(%1515 : f32) outs(%1516 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1518 = linalg.reduce ins(%1514 : tensor<1x1x20xf32>) outs(%1517 : tensor<20xf32>) dimensions = [0, 1]
      (%in1519: f32, %init1520: f32) {
        %1521 = arith.addf %in1519, %init1520 : f32
        linalg.yield %1521 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %1522 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1523 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1524 = linalg.fill ins(%1522 : f32) outs(%1523 : tensor<20x80xf32>) -> tensor<20x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1502, %1030 : tensor<12x8x20xf32>, tensor<12x8x80xf32>) outs(%1524 : tensor<20x80xf32>) {
    ^bb0(%in1526: f32, %in1527: f32, %out1528: f32):
      %1529 = arith.mulf %in1526, %in1527 : f32
      %1530 = arith.addf %out1528, %1529 : f32
      linalg.yield %1530 : f32
    } -> tensor<20x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1531 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":74:11))
    %1532 = linalg.transpose ins(%1525 : tensor<20x80xf32>) outs(%1531 : tensor<80x20xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":74:11))
    %1533 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1534 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1535 = linalg.fill ins(%1533 : f32) outs(%1534 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1502, %arg17 : tensor<12x8x20xf32>, tensor<80x20xf32>) outs(%1535 : tensor<12x8x80xf32>) {
    ^bb0(%in1537: f32, %in1538: f32, %out1539: f32):
      %1540 = arith.mulf %in1537, %in1538 : f32
      %1541 = arith.addf %out1539, %1540 : f32
      linalg.yield %1541 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %1542 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %1536 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1542 : tensor<12x8x80xf32>) {
    ^bb0(%in1544: f32, %in1545: f32, %out1546: f32):
      %1547 = arith.mulf %in1544, %in1545 : f32
      linalg.yield %1547 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1548 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1536, %1010 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1548 : tensor<12x8x80xf32>) {
    ^bb0(%in1550: f32, %in1551: f32, %out1552: f32):
      %1553 = arith.mulf %in1550, %in1551 : f32
      linalg.yield %1553 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1554 = arith.constant -1.128379225730896 : f32 loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1555 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1543 : tensor<12x8x80xf32>) outs(%1555 : tensor<12x8x80xf32>) {
    ^bb0(%in1557: f32, %out1558: f32):
      %1559 = arith.mulf %1554, %in1557 : f32
      linalg.yield %1559 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1560 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1556, %1025 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1560 : tensor<12x8x80xf32>) {
    ^bb0(%in1562: f32, %in1563: f32, %out1564: f32):
      %1565 = arith.mulf %in1562, %in1563 : f32
      linalg.yield %1565 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1566 = arith.constant 0.7071067690849304 : f32 loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1567 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1561 : tensor<12x8x80xf32>) outs(%1567 : tensor<12x8x80xf32>) {
    ^bb0(%in1569: f32, %out1570: f32):
      %1571 = arith.mulf %in1569, %1566 : f32
      linalg.yield %1571 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1572 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/neg"("examples/gpt.py":74:11))
    %1573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1568 : tensor<12x8x80xf32>) outs(%1572 : tensor<12x8x80xf32>) {
    ^bb0(%in1574: f32, %out1575: f32):
      %1576 = arith.negf %in1574 : f32
      linalg.yield %1576 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/neg"("examples/gpt.py":74:11))
    %1577 = arith.constant 0.5 : f32 loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1578 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1549 : tensor<12x8x80xf32>) outs(%1578 : tensor<12x8x80xf32>) {
    ^bb0(%in1580: f32, %out1581: f32):
      %1582 = arith.mulf %1577, %in1580 : f32
      linalg.yield %1582 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %1583 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":74:11))
    %1584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573, %1579 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1583 : tensor<12x8x80xf32>) {
    ^bb0(%in1585: f32, %in1586: f32, %out1587: f32):
      %1588 = arith.addf %in1585, %in1586 : f32
      linalg.yield %1588 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":74:11))
    %1589 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1590 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1591 = linalg.fill ins(%1589 : f32) outs(%1590 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1592 = linalg.reduce ins(%1584 : tensor<12x8x80xf32>) outs(%1591 : tensor<80xf32>) dimensions = [0, 1]
      (%in1593: f32, %init1594: f32) {
        %1595 = arith.addf %in1593, %init1594 : f32
        linalg.yield %1595 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1596 = tensor.expand_shape %1592 [[0, 1, 2]] output_shape [1, 1, 80] : tensor<80xf32> into tensor<1x1x80xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":74:23))
    %1597 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1598 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1599 = linalg.fill ins(%1597 : f32) outs(%1598 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1600 = linalg.reduce ins(%1596 : tensor<1x1x80xf32>) outs(%1599 : tensor<80xf32>) dimensions = [0, 1]
      (%in1601: f32, %init1602: f32) {
        %1603 = arith.addf %in1601, %init1602 : f32
        linalg.yield %1603 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %1604 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1605 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1606 = linalg.fill ins(%1604 : f32) outs(%1605 : tensor<80x20xf32>) -> tensor<80x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1584, %970 : tensor<12x8x80xf32>, tensor<12x8x20xf32>) outs(%1606 : tensor<80x20xf32>) {
    ^bb0(%in1608: f32, %in1609: f32, %out1610: f32):
      %1611 = arith.mulf %in1608, %in1609 : f32
      %1612 = arith.addf %out1610, %1611 : f32
      linalg.yield %1612 : f32
    } -> tensor<80x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1613 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":74:23))
    %1614 = linalg.transpose ins(%1607 : tensor<80x20xf32>) outs(%1613 : tensor<20x80xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":74:23))
    %1615 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1616 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1617 = linalg.fill ins(%1615 : f32) outs(%1616 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1584, %arg16 : tensor<12x8x80xf32>, tensor<20x80xf32>) outs(%1617 : tensor<12x8x20xf32>) {
    ^bb0(%in1619: f32, %in1620: f32, %out1621: f32):
      %1622 = arith.mulf %in1619, %in1620 : f32
      %1623 = arith.addf %out1621, %1622 : f32
      linalg.yield %1623 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %1624 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1625 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1626 = linalg.fill ins(%1624 : f32) outs(%1625 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1627 = linalg.reduce ins(%1618 : tensor<12x8x20xf32>) outs(%1626 : tensor<20xf32>) dimensions = [0, 1]
      (%in1628: f32, %init1629: f32) {
        %1630 = arith.addf %in1628, %init1629 : f32
        linalg.yield %1630 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1631 = tensor.expand_shape %1627 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1632 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1633 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1634 = linalg.fill ins(%1632 : f32) outs(%1633 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1635 = linalg.reduce ins(%1631 : tensor<1x1x20xf32>) outs(%1634 : tensor<20xf32>) dimensions = [0, 1]
      (%in1636: f32, %init1637: f32) {
        %1638 = arith.addf %in1636, %init1637 : f32
        linalg.yield %1638 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1639 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %1618 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1639 : tensor<12x8x20xf32>) {
    ^bb0(%in1641: f32, %in1642: f32, %out1643: f32):
      %1644 = arith.mulf %in1641, %in1642 : f32
      linalg.yield %1644 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1645 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1646 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1647 = linalg.fill ins(%1645 : f32) outs(%1646 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1648 = linalg.reduce ins(%1640 : tensor<12x8x20xf32>) outs(%1647 : tensor<20xf32>) dimensions = [0, 1]
      (%in1649: f32, %init1650: f32) {
        %1651 = arith.addf %in1649, %init1650 : f32
        linalg.yield %1651 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1652 = tensor.expand_shape %1648 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1653 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1618, %960 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1653 : tensor<12x8x20xf32>) {
    ^bb0(%in1655: f32, %in1656: f32, %out1657: f32):
      %1658 = arith.mulf %in1655, %in1656 : f32
      linalg.yield %1658 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1659 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1660 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1661 = linalg.fill ins(%1659 : f32) outs(%1660 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1662 = linalg.reduce ins(%1652 : tensor<1x1x20xf32>) outs(%1661 : tensor<20xf32>) dimensions = [0, 1]
      (%in1663: f32, %init1664: f32) {
        %1665 = arith.addf %in1663, %init1664 : f32
        linalg.yield %1665 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1666 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925, %1654 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1666 : tensor<12x8x20xf32>) {
    ^bb0(%in1668: f32, %in1669: f32, %out1670: f32):
      %1671 = arith.mulf %in1668, %in1669 : f32
      linalg.yield %1671 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1672 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1673 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1674 = linalg.fill ins(%1672 : f32) outs(%1673 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1675 = linalg.reduce ins(%1667 : tensor<12x8x20xf32>) outs(%1674 : tensor<12x8xf32>) dimensions = [2]
      (%in1676: f32, %init1677: f32) {
        %1678 = arith.addf %in1676, %init1677 : f32
        linalg.yield %1678 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1679 = tensor.expand_shape %1675 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1680 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1654, %937 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1680 : tensor<12x8x20xf32>) {
    ^bb0(%in1682: f32, %in1683: f32, %out1684: f32):
      %1685 = arith.mulf %in1682, %in1683 : f32
      linalg.yield %1685 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1686 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %1687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1679, %949 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1686 : tensor<12x8x1xf32>) {
    ^bb0(%in1688: f32, %in1689: f32, %out1690: f32):
      %1691 = arith.mulf %in1688, %in1689 : f32
      linalg.yield %1691 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %1692 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %1693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1681 : tensor<12x8x20xf32>) outs(%1692 : tensor<12x8x20xf32>) {
    ^bb0(%in1694: f32, %out1695: f32):
      %1696 = arith.negf %in1694 : f32
      linalg.yield %1696 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %1697 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1698 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1699 = linalg.fill ins(%1697 : f32) outs(%1698 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1700 = linalg.reduce ins(%1693 : tensor<12x8x20xf32>) outs(%1699 : tensor<12x8xf32>) dimensions = [2]
      (%in1701: f32, %init1702: f32) {
        %1703 = arith.addf %in1701, %init1702 : f32
        linalg.yield %1703 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1704 = tensor.expand_shape %1700 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:12))
    %1705 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %1706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1502, %1681 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1705 : tensor<12x8x20xf32>) {
    ^bb0(%in1707: f32, %in1708: f32, %out1709: f32):
      %1710 = arith.addf %in1707, %in1708 : f32
      linalg.yield %1710 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %1711 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1712 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1687 : tensor<12x8x1xf32>) outs(%1712 : tensor<12x8x1xf32>) {
    ^bb0(%in1714: f32, %out1715: f32):
      %1716 = arith.divf %in1714, %1711 : f32
      linalg.yield %1716 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1717 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1718 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1719 = linalg.fill ins(%1717 : f32) outs(%1718 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1720 = linalg.reduce ins(%1713 : tensor<12x8x1xf32>) outs(%1719 : tensor<12x8xf32>) dimensions = [2]
      (%in1721: f32, %init1722: f32) {
        %1723 = arith.addf %in1721, %init1722 : f32
        linalg.yield %1723 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1724 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %1725 = linalg.broadcast ins(%1720 : tensor<12x8xf32>) outs(%1724 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %1726 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %1727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1725, %905 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1726 : tensor<12x8x20xf32>) {
    ^bb0(%in1728: f32, %in1729: f32, %out1730: f32):
      %1731 = arith.mulf %in1728, %in1729 : f32
      linalg.yield %1731 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %1732 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %1733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1727 : tensor<12x8x20xf32>) outs(%1732 : tensor<12x8x20xf32>) {
    ^bb0(%in1734: f32, %out1735: f32):
      %1736 = arith.negf %in1734 : f32
      linalg.yield %1736 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %1737 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1738 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1739 = linalg.fill ins(%1737 : f32) outs(%1738 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1740 = linalg.reduce ins(%1733 : tensor<12x8x20xf32>) outs(%1739 : tensor<12x8xf32>) dimensions = [2]
      (%in1741: f32, %init1742: f32) {
        %1743 = arith.addf %in1741, %init1742 : f32
        linalg.yield %1743 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1744 = tensor.expand_shape %1740 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":45:30))
    %1745 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1706, %1727 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1745 : tensor<12x8x20xf32>) {
    ^bb0(%in1747: f32, %in1748: f32, %out1749: f32):
      %1750 = arith.addf %in1747, %in1748 : f32
      linalg.yield %1750 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1751 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1704, %1744 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1751 : tensor<12x8x1xf32>) {
    ^bb0(%in1753: f32, %in1754: f32, %out1755: f32):
      %1756 = arith.addf %in1753, %in1754 : f32
      linalg.yield %1756 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1757 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1758 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1752 : tensor<12x8x1xf32>) outs(%1758 : tensor<12x8x1xf32>) {
    ^bb0(%in1760: f32, %out1761: f32):
      %1762 = arith.divf %in1760, %1757 : f32
      linalg.yield %1762 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1763 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1764 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1765 = linalg.fill ins(%1763 : f32) outs(%1764 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1766 = linalg.reduce ins(%1759 : tensor<12x8x1xf32>) outs(%1765 : tensor<12x8xf32>) dimensions = [2]
      (%in1767: f32, %init1768: f32) {
        %1769 = arith.addf %in1767, %init1768 : f32
        linalg.yield %1769 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1770 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %1771 = linalg.broadcast ins(%1766 : tensor<12x8xf32>) outs(%1770 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %1772 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %1773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1746, %1771 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1772 : tensor<12x8x20xf32>) {
    ^bb0(%in1774: f32, %in1775: f32, %out1776: f32):
      %1777 = arith.addf %in1774, %in1775 : f32
      linalg.yield %1777 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %1778 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1779 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1780 = linalg.fill ins(%1778 : f32) outs(%1779 : tensor<20x20xf32>) -> tensor<20x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1773, %861 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1780 : tensor<20x20xf32>) {
    ^bb0(%in1782: f32, %in1783: f32, %out1784: f32):
      %1785 = arith.mulf %in1782, %in1783 : f32
      %1786 = arith.addf %out1784, %1785 : f32
      linalg.yield %1786 : f32
    } -> tensor<20x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1787 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %1788 = linalg.transpose ins(%1781 : tensor<20x20xf32>) outs(%1787 : tensor<20x20xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %1789 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1790 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1791 = linalg.fill ins(%1789 : f32) outs(%1790 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1773, %arg18 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%1791 : tensor<12x8x20xf32>) {
    ^bb0(%in1793: f32, %in1794: f32, %out1795: f32):
      %1796 = arith.mulf %in1793, %in1794 : f32
      %1797 = arith.addf %out1795, %1796 : f32
      linalg.yield %1797 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %1798 = tensor.expand_shape %1792 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":70:11))
    %1799 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %1800 = linalg.transpose ins(%1798 : tensor<12x8x2x10xf32>) outs(%1799 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %1801 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1802 = tensor.empty() : tensor<12x2x10x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1803 = linalg.fill ins(%1801 : f32) outs(%1802 : tensor<12x2x10x8xf32>) -> tensor<12x2x10x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1800, %838 : tensor<12x2x8x10xf32>, tensor<12x2x8x8xf32>) outs(%1803 : tensor<12x2x10x8xf32>) {
    ^bb0(%in1805: f32, %in1806: f32, %out1807: f32):
      %1808 = arith.mulf %in1805, %in1806 : f32
      %1809 = arith.addf %out1807, %1808 : f32
      linalg.yield %1809 : f32
    } -> tensor<12x2x10x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1810 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/transpose"("examples/gpt.py":69:10))
    %1811 = linalg.transpose ins(%1804 : tensor<12x2x10x8xf32>) outs(%1810 : tensor<12x2x8x10xf32>) permutation = [0, 1, 3, 2] loc("transpose(jvp(bhqk,bhkd->bhqd))/transpose"("examples/gpt.py":69:10))
    %1812 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1813 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1814 = linalg.fill ins(%1812 : f32) outs(%1813 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1800, %667 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%1814 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1816: f32, %in1817: f32, %out1818: f32):
      %1819 = arith.mulf %in1816, %in1817 : f32
      %1820 = arith.addf %out1818, %1819 : f32
      linalg.yield %1820 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %1821 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %1822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1815, %844 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%1821 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1823: f32, %in1824: f32, %out1825: f32):
      %1826 = arith.mulf %in1823, %in1824 : f32
      linalg.yield %1826 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %1827 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %1828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1822, %824 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1827 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1829: f32, %in1830: f32, %out1831: f32):
      %1832 = arith.mulf %in1829, %in1830 : f32
      linalg.yield %1832 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %1833 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1834 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1835 = linalg.fill ins(%1833 : f32) outs(%1834 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1836 = linalg.reduce ins(%1828 : tensor<12x2x8x8xf32>) outs(%1835 : tensor<12x2x8xf32>) dimensions = [3]
      (%in1837: f32, %init1838: f32) {
        %1839 = arith.addf %in1837, %init1838 : f32
        linalg.yield %1839 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1840 = tensor.expand_shape %1836 [[0], [1], [2, 3]] output_shape [12, 2, 8, 1] : tensor<12x2x8xf32> into tensor<12x2x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":69:45))
    %1841 = tensor.empty() : tensor<12x2x8x1xf32> loc("transpose(jvp())/neg"("examples/gpt.py":69:45))
    %1842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1840 : tensor<12x2x8x1xf32>) outs(%1841 : tensor<12x2x8x1xf32>) {
    ^bb0(%in1843: f32, %out1844: f32):
      %1845 = arith.negf %in1843 : f32
      linalg.yield %1845 : f32
    } -> tensor<12x2x8x1xf32> loc("transpose(jvp())/neg"("examples/gpt.py":69:45))
    %1846 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":69:45))
    %1847 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1815, %836 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%1846 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1848: f32, %in1849: f32, %out1850: f32):
      %1851 = arith.divf %in1848, %in1849 : f32
      linalg.yield %1851 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":69:45))
    %1852 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1853 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1854 = linalg.fill ins(%1852 : f32) outs(%1853 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1855 = linalg.reduce ins(%1842 : tensor<12x2x8x1xf32>) outs(%1854 : tensor<12x2x8xf32>) dimensions = [3]
      (%in1856: f32, %init1857: f32) {
        %1858 = arith.addf %in1856, %init1857 : f32
        linalg.yield %1858 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %1859 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":69:45))
    %1860 = linalg.broadcast ins(%1855 : tensor<12x2x8xf32>) outs(%1859 : tensor<12x2x8x8xf32>) dimensions = [3] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":69:45))
    %1861 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":69:45))
    %1862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1847, %1860 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1861 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1863: f32, %in1864: f32, %out1865: f32):
      %1866 = arith.addf %in1863, %in1864 : f32
      linalg.yield %1866 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":69:45))
    %1867 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %1868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1862, %824 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1867 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1869: f32, %in1870: f32, %out1871: f32):
      %1872 = arith.mulf %in1869, %in1870 : f32
      linalg.yield %1872 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %1873 = arith.constant 0.0 : f32 loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %1874 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %1875 = linalg.fill ins(%1873 : f32) outs(%1874 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %1876 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %1877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726, %1875, %1868 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1876 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1878: i1, %in1879: f32, %in1880: f32, %out1881: f32):
      %1882 = arith.select %in1878, %in1880, %in1879 : f32
      linalg.yield %1882 : f32
    } -> tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %1883 = arith.constant 3.1622776985168457 : f32 loc("transpose(jvp())/div"("examples/gpt.py":66:13))
    %1884 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":66:13))
    %1885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1877 : tensor<12x2x8x8xf32>) outs(%1884 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1886: f32, %out1887: f32):
      %1888 = arith.divf %in1886, %1883 : f32
      linalg.yield %1888 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":66:13))
    %1889 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1890 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1891 = linalg.fill ins(%1889 : f32) outs(%1890 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1885, %661 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%1891 : tensor<12x2x8x10xf32>) {
    ^bb0(%in1893: f32, %in1894: f32, %out1895: f32):
      %1896 = arith.mulf %in1893, %in1894 : f32
      %1897 = arith.addf %out1895, %1896 : f32
      linalg.yield %1897 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1898 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1899 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1900 = linalg.fill ins(%1898 : f32) outs(%1899 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1901 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1885, %664 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%1900 : tensor<12x2x8x10xf32>) {
    ^bb0(%in1902: f32, %in1903: f32, %out1904: f32):
      %1905 = arith.mulf %in1902, %in1903 : f32
      %1906 = arith.addf %out1904, %1905 : f32
      linalg.yield %1906 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %1907 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %1908 = linalg.transpose ins(%1811 : tensor<12x2x8x10xf32>) outs(%1907 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %1909 = tensor.collapse_shape %1908 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":64:22))
    %1910 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %1911 = linalg.transpose ins(%1892 : tensor<12x2x8x10xf32>) outs(%1910 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %1912 = tensor.collapse_shape %1911 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":64:22))
    %1913 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %1914 = linalg.transpose ins(%1901 : tensor<12x2x8x10xf32>) outs(%1913 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %1915 = tensor.collapse_shape %1914 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":64:22))
    %1916 = tensor.concat dim(2) %1915, %1912, %1909 : (tensor<12x8x20xf32>, tensor<12x8x20xf32>, tensor<12x8x20xf32>) -> tensor<12x8x60xf32> loc("transpose(jvp())/concatenate"("examples/gpt.py":63:14))
    %1917 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1918 = tensor.empty() : tensor<60x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1919 = linalg.fill ins(%1917 : f32) outs(%1918 : tensor<60x20xf32>) -> tensor<60x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1916, %642 : tensor<12x8x60xf32>, tensor<12x8x20xf32>) outs(%1919 : tensor<60x20xf32>) {
    ^bb0(%in1921: f32, %in1922: f32, %out1923: f32):
      %1924 = arith.mulf %in1921, %in1922 : f32
      %1925 = arith.addf %out1923, %1924 : f32
      linalg.yield %1925 : f32
    } -> tensor<60x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1926 = tensor.empty() : tensor<20x60xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":63:24))
    %1927 = linalg.transpose ins(%1920 : tensor<60x20xf32>) outs(%1926 : tensor<20x60xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":63:24))
    %1928 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1929 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1930 = linalg.fill ins(%1928 : f32) outs(%1929 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1916, %arg19 : tensor<12x8x60xf32>, tensor<20x60xf32>) outs(%1930 : tensor<12x8x20xf32>) {
    ^bb0(%in1932: f32, %in1933: f32, %out1934: f32):
      %1935 = arith.mulf %in1932, %in1933 : f32
      %1936 = arith.addf %out1934, %1935 : f32
      linalg.yield %1936 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %1937 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1938 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1939 = linalg.fill ins(%1937 : f32) outs(%1938 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1940 = linalg.reduce ins(%1931 : tensor<12x8x20xf32>) outs(%1939 : tensor<20xf32>) dimensions = [0, 1]
      (%in1941: f32, %init1942: f32) {
        %1943 = arith.addf %in1941, %init1942 : f32
        linalg.yield %1943 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1944 = tensor.expand_shape %1940 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1945 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1946 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1947 = linalg.fill ins(%1945 : f32) outs(%1946 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1948 = linalg.reduce ins(%1944 : tensor<1x1x20xf32>) outs(%1947 : tensor<20xf32>) dimensions = [0, 1]
      (%in1949: f32, %init1950: f32) {
        %1951 = arith.addf %in1949, %init1950 : f32
        linalg.yield %1951 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1952 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1953 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %1931 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1952 : tensor<12x8x20xf32>) {
    ^bb0(%in1954: f32, %in1955: f32, %out1956: f32):
      %1957 = arith.mulf %in1954, %in1955 : f32
      linalg.yield %1957 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1958 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1959 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1960 = linalg.fill ins(%1958 : f32) outs(%1959 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1961 = linalg.reduce ins(%1953 : tensor<12x8x20xf32>) outs(%1960 : tensor<20xf32>) dimensions = [0, 1]
      (%in1962: f32, %init1963: f32) {
        %1964 = arith.addf %in1962, %init1963 : f32
        linalg.yield %1964 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1965 = tensor.expand_shape %1961 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1966 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1931, %632 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1966 : tensor<12x8x20xf32>) {
    ^bb0(%in1968: f32, %in1969: f32, %out1970: f32):
      %1971 = arith.mulf %in1968, %in1969 : f32
      linalg.yield %1971 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1972 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1973 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1974 = linalg.fill ins(%1972 : f32) outs(%1973 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1975 = linalg.reduce ins(%1965 : tensor<1x1x20xf32>) outs(%1974 : tensor<20xf32>) dimensions = [0, 1]
      (%in1976: f32, %init1977: f32) {
        %1978 = arith.addf %in1976, %init1977 : f32
        linalg.yield %1978 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1979 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1980 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %1967 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1979 : tensor<12x8x20xf32>) {
    ^bb0(%in1981: f32, %in1982: f32, %out1983: f32):
      %1984 = arith.mulf %in1981, %in1982 : f32
      linalg.yield %1984 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1985 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1986 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1987 = linalg.fill ins(%1985 : f32) outs(%1986 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1988 = linalg.reduce ins(%1980 : tensor<12x8x20xf32>) outs(%1987 : tensor<12x8xf32>) dimensions = [2]
      (%in1989: f32, %init1990: f32) {
        %1991 = arith.addf %in1989, %init1990 : f32
        linalg.yield %1991 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1992 = tensor.expand_shape %1988 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1993 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1967, %609 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1993 : tensor<12x8x20xf32>) {
    ^bb0(%in1995: f32, %in1996: f32, %out1997: f32):
      %1998 = arith.mulf %in1995, %in1996 : f32
      linalg.yield %1998 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1999 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %2000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1992, %621 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1999 : tensor<12x8x1xf32>) {
    ^bb0(%in2001: f32, %in2002: f32, %out2003: f32):
      %2004 = arith.mulf %in2001, %in2002 : f32
      linalg.yield %2004 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %2005 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %2006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1994 : tensor<12x8x20xf32>) outs(%2005 : tensor<12x8x20xf32>) {
    ^bb0(%in2007: f32, %out2008: f32):
      %2009 = arith.negf %in2007 : f32
      linalg.yield %2009 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %2010 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2011 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2012 = linalg.fill ins(%2010 : f32) outs(%2011 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2013 = linalg.reduce ins(%2006 : tensor<12x8x20xf32>) outs(%2012 : tensor<12x8xf32>) dimensions = [2]
      (%in2014: f32, %init2015: f32) {
        %2016 = arith.addf %in2014, %init2015 : f32
        linalg.yield %2016 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2017 = tensor.expand_shape %2013 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:12))
    %2018 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %2019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1773, %1994 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2018 : tensor<12x8x20xf32>) {
    ^bb0(%in2020: f32, %in2021: f32, %out2022: f32):
      %2023 = arith.addf %in2020, %in2021 : f32
      linalg.yield %2023 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %2024 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2025 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2000 : tensor<12x8x1xf32>) outs(%2025 : tensor<12x8x1xf32>) {
    ^bb0(%in2027: f32, %out2028: f32):
      %2029 = arith.divf %in2027, %2024 : f32
      linalg.yield %2029 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2030 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2031 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2032 = linalg.fill ins(%2030 : f32) outs(%2031 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2033 = linalg.reduce ins(%2026 : tensor<12x8x1xf32>) outs(%2032 : tensor<12x8xf32>) dimensions = [2]
      (%in2034: f32, %init2035: f32) {
        %2036 = arith.addf %in2034, %init2035 : f32
        linalg.yield %2036 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2037 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %2038 = linalg.broadcast ins(%2033 : tensor<12x8xf32>) outs(%2037 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %2039 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %2040 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2038, %577 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2039 : tensor<12x8x20xf32>) {
    ^bb0(%in2041: f32, %in2042: f32, %out2043: f32):
      %2044 = arith.mulf %in2041, %in2042 : f32
      linalg.yield %2044 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %2045 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %2046 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2040 : tensor<12x8x20xf32>) outs(%2045 : tensor<12x8x20xf32>) {
    ^bb0(%in2047: f32, %out2048: f32):
      %2049 = arith.negf %in2047 : f32
      linalg.yield %2049 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %2050 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2051 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2052 = linalg.fill ins(%2050 : f32) outs(%2051 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2053 = linalg.reduce ins(%2046 : tensor<12x8x20xf32>) outs(%2052 : tensor<12x8xf32>) dimensions = [2]
      (%in2054: f32, %init2055: f32) {
        %2056 = arith.addf %in2054, %init2055 : f32
        linalg.yield %2056 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2057 = tensor.expand_shape %2053 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":45:30))
    %2058 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2059 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2019, %2040 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2058 : tensor<12x8x20xf32>) {
    ^bb0(%in2060: f32, %in2061: f32, %out2062: f32):
      %2063 = arith.addf %in2060, %in2061 : f32
      linalg.yield %2063 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2064 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2065 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2017, %2057 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2064 : tensor<12x8x1xf32>) {
    ^bb0(%in2066: f32, %in2067: f32, %out2068: f32):
      %2069 = arith.addf %in2066, %in2067 : f32
      linalg.yield %2069 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2070 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2071 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2072 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2065 : tensor<12x8x1xf32>) outs(%2071 : tensor<12x8x1xf32>) {
    ^bb0(%in2073: f32, %out2074: f32):
      %2075 = arith.divf %in2073, %2070 : f32
      linalg.yield %2075 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2076 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2077 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2078 = linalg.fill ins(%2076 : f32) outs(%2077 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2079 = linalg.reduce ins(%2072 : tensor<12x8x1xf32>) outs(%2078 : tensor<12x8xf32>) dimensions = [2]
      (%in2080: f32, %init2081: f32) {
        %2082 = arith.addf %in2080, %init2081 : f32
        linalg.yield %2082 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2083 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %2084 = linalg.broadcast ins(%2079 : tensor<12x8xf32>) outs(%2083 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %2085 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %2086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2059, %2084 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2085 : tensor<12x8x20xf32>) {
    ^bb0(%in2087: f32, %in2088: f32, %out2089: f32):
      %2090 = arith.addf %in2087, %in2088 : f32
      linalg.yield %2090 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %2091 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2092 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2093 = linalg.fill ins(%2091 : f32) outs(%2092 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2094 = linalg.reduce ins(%2086 : tensor<12x8x20xf32>) outs(%2093 : tensor<20xf32>) dimensions = [0, 1]
      (%in2095: f32, %init2096: f32) {
        %2097 = arith.addf %in2095, %init2096 : f32
        linalg.yield %2097 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2098 = tensor.expand_shape %2094 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":74:11))
    %2099 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2100 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2101 = linalg.fill ins(%2099 : f32) outs(%2100 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2102 = linalg.reduce ins(%2098 : tensor<1x1x20xf32>) outs(%2101 : tensor<20xf32>) dimensions = [0, 1]
      (%in2103: f32, %init2104: f32) {
        %2105 = arith.addf %in2103, %init2104 : f32
        linalg.yield %2105 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:11))
    %2106 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2107 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2108 = linalg.fill ins(%2106 : f32) outs(%2107 : tensor<20x80xf32>) -> tensor<20x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2086, %521 : tensor<12x8x20xf32>, tensor<12x8x80xf32>) outs(%2108 : tensor<20x80xf32>) {
    ^bb0(%in2110: f32, %in2111: f32, %out2112: f32):
      %2113 = arith.mulf %in2110, %in2111 : f32
      %2114 = arith.addf %out2112, %2113 : f32
      linalg.yield %2114 : f32
    } -> tensor<20x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2115 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":74:11))
    %2116 = linalg.transpose ins(%2109 : tensor<20x80xf32>) outs(%2115 : tensor<80x20xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":74:11))
    %2117 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2118 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2119 = linalg.fill ins(%2117 : f32) outs(%2118 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2086, %arg7 : tensor<12x8x20xf32>, tensor<80x20xf32>) outs(%2119 : tensor<12x8x80xf32>) {
    ^bb0(%in2121: f32, %in2122: f32, %out2123: f32):
      %2124 = arith.mulf %in2121, %in2122 : f32
      %2125 = arith.addf %out2123, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:11))
    %2126 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %2120 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%2126 : tensor<12x8x80xf32>) {
    ^bb0(%in2128: f32, %in2129: f32, %out2130: f32):
      %2131 = arith.mulf %in2128, %in2129 : f32
      linalg.yield %2131 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2132 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2120, %501 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%2132 : tensor<12x8x80xf32>) {
    ^bb0(%in2134: f32, %in2135: f32, %out2136: f32):
      %2137 = arith.mulf %in2134, %in2135 : f32
      linalg.yield %2137 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2138 = arith.constant -1.128379225730896 : f32 loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2139 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2127 : tensor<12x8x80xf32>) outs(%2139 : tensor<12x8x80xf32>) {
    ^bb0(%in2141: f32, %out2142: f32):
      %2143 = arith.mulf %2138, %in2141 : f32
      linalg.yield %2143 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2144 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2140, %516 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%2144 : tensor<12x8x80xf32>) {
    ^bb0(%in2146: f32, %in2147: f32, %out2148: f32):
      %2149 = arith.mulf %in2146, %in2147 : f32
      linalg.yield %2149 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2150 = arith.constant 0.7071067690849304 : f32 loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2151 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2145 : tensor<12x8x80xf32>) outs(%2151 : tensor<12x8x80xf32>) {
    ^bb0(%in2153: f32, %out2154: f32):
      %2155 = arith.mulf %in2153, %2150 : f32
      linalg.yield %2155 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2156 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/neg"("examples/gpt.py":74:11))
    %2157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2152 : tensor<12x8x80xf32>) outs(%2156 : tensor<12x8x80xf32>) {
    ^bb0(%in2158: f32, %out2159: f32):
      %2160 = arith.negf %in2158 : f32
      linalg.yield %2160 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/neg"("examples/gpt.py":74:11))
    %2161 = arith.constant 0.5 : f32 loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2162 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2133 : tensor<12x8x80xf32>) outs(%2162 : tensor<12x8x80xf32>) {
    ^bb0(%in2164: f32, %out2165: f32):
      %2166 = arith.mulf %2161, %in2164 : f32
      linalg.yield %2166 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/mul"("examples/gpt.py":74:11))
    %2167 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":74:11))
    %2168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2157, %2163 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%2167 : tensor<12x8x80xf32>) {
    ^bb0(%in2169: f32, %in2170: f32, %out2171: f32):
      %2172 = arith.addf %in2169, %in2170 : f32
      linalg.yield %2172 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":74:11))
    %2173 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2174 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2175 = linalg.fill ins(%2173 : f32) outs(%2174 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2176 = linalg.reduce ins(%2168 : tensor<12x8x80xf32>) outs(%2175 : tensor<80xf32>) dimensions = [0, 1]
      (%in2177: f32, %init2178: f32) {
        %2179 = arith.addf %in2177, %init2178 : f32
        linalg.yield %2179 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2180 = tensor.expand_shape %2176 [[0, 1, 2]] output_shape [1, 1, 80] : tensor<80xf32> into tensor<1x1x80xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":74:23))
    %2181 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2182 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2183 = linalg.fill ins(%2181 : f32) outs(%2182 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2184 = linalg.reduce ins(%2180 : tensor<1x1x80xf32>) outs(%2183 : tensor<80xf32>) dimensions = [0, 1]
      (%in2185: f32, %init2186: f32) {
        %2187 = arith.addf %in2185, %init2186 : f32
        linalg.yield %2187 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":74:23))
    %2188 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2189 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2190 = linalg.fill ins(%2188 : f32) outs(%2189 : tensor<80x20xf32>) -> tensor<80x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2168, %461 : tensor<12x8x80xf32>, tensor<12x8x20xf32>) outs(%2190 : tensor<80x20xf32>) {
    ^bb0(%in2192: f32, %in2193: f32, %out2194: f32):
      %2195 = arith.mulf %in2192, %in2193 : f32
      %2196 = arith.addf %out2194, %2195 : f32
      linalg.yield %2196 : f32
    } -> tensor<80x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2197 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":74:23))
    %2198 = linalg.transpose ins(%2191 : tensor<80x20xf32>) outs(%2197 : tensor<20x80xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":74:23))
    %2199 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2200 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2201 = linalg.fill ins(%2199 : f32) outs(%2200 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2168, %arg6 : tensor<12x8x80xf32>, tensor<20x80xf32>) outs(%2201 : tensor<12x8x20xf32>) {
    ^bb0(%in2203: f32, %in2204: f32, %out2205: f32):
      %2206 = arith.mulf %in2203, %in2204 : f32
      %2207 = arith.addf %out2205, %2206 : f32
      linalg.yield %2207 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":74:23))
    %2208 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2209 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2210 = linalg.fill ins(%2208 : f32) outs(%2209 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2211 = linalg.reduce ins(%2202 : tensor<12x8x20xf32>) outs(%2210 : tensor<20xf32>) dimensions = [0, 1]
      (%in2212: f32, %init2213: f32) {
        %2214 = arith.addf %in2212, %init2213 : f32
        linalg.yield %2214 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2215 = tensor.expand_shape %2211 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %2216 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2217 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2218 = linalg.fill ins(%2216 : f32) outs(%2217 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2219 = linalg.reduce ins(%2215 : tensor<1x1x20xf32>) outs(%2218 : tensor<20xf32>) dimensions = [0, 1]
      (%in2220: f32, %init2221: f32) {
        %2222 = arith.addf %in2220, %init2221 : f32
        linalg.yield %2222 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2223 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %2202 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2223 : tensor<12x8x20xf32>) {
    ^bb0(%in2225: f32, %in2226: f32, %out2227: f32):
      %2228 = arith.mulf %in2225, %in2226 : f32
      linalg.yield %2228 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2229 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2230 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2231 = linalg.fill ins(%2229 : f32) outs(%2230 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2232 = linalg.reduce ins(%2224 : tensor<12x8x20xf32>) outs(%2231 : tensor<20xf32>) dimensions = [0, 1]
      (%in2233: f32, %init2234: f32) {
        %2235 = arith.addf %in2233, %init2234 : f32
        linalg.yield %2235 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2236 = tensor.expand_shape %2232 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %2237 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2202, %451 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%2237 : tensor<12x8x20xf32>) {
    ^bb0(%in2239: f32, %in2240: f32, %out2241: f32):
      %2242 = arith.mulf %in2239, %in2240 : f32
      linalg.yield %2242 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2243 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2244 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2245 = linalg.fill ins(%2243 : f32) outs(%2244 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2246 = linalg.reduce ins(%2236 : tensor<1x1x20xf32>) outs(%2245 : tensor<20xf32>) dimensions = [0, 1]
      (%in2247: f32, %init2248: f32) {
        %2249 = arith.addf %in2247, %init2248 : f32
        linalg.yield %2249 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2250 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %2238 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2250 : tensor<12x8x20xf32>) {
    ^bb0(%in2252: f32, %in2253: f32, %out2254: f32):
      %2255 = arith.mulf %in2252, %in2253 : f32
      linalg.yield %2255 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2256 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2257 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2258 = linalg.fill ins(%2256 : f32) outs(%2257 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2259 = linalg.reduce ins(%2251 : tensor<12x8x20xf32>) outs(%2258 : tensor<12x8xf32>) dimensions = [2]
      (%in2260: f32, %init2261: f32) {
        %2262 = arith.addf %in2260, %init2261 : f32
        linalg.yield %2262 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2263 = tensor.expand_shape %2259 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %2264 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2238, %428 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%2264 : tensor<12x8x20xf32>) {
    ^bb0(%in2266: f32, %in2267: f32, %out2268: f32):
      %2269 = arith.mulf %in2266, %in2267 : f32
      linalg.yield %2269 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2270 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %2271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2263, %440 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2270 : tensor<12x8x1xf32>) {
    ^bb0(%in2272: f32, %in2273: f32, %out2274: f32):
      %2275 = arith.mulf %in2272, %in2273 : f32
      linalg.yield %2275 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %2276 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %2277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2265 : tensor<12x8x20xf32>) outs(%2276 : tensor<12x8x20xf32>) {
    ^bb0(%in2278: f32, %out2279: f32):
      %2280 = arith.negf %in2278 : f32
      linalg.yield %2280 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %2281 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2282 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2283 = linalg.fill ins(%2281 : f32) outs(%2282 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2284 = linalg.reduce ins(%2277 : tensor<12x8x20xf32>) outs(%2283 : tensor<12x8xf32>) dimensions = [2]
      (%in2285: f32, %init2286: f32) {
        %2287 = arith.addf %in2285, %init2286 : f32
        linalg.yield %2287 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2288 = tensor.expand_shape %2284 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:12))
    %2289 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %2290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2086, %2265 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2289 : tensor<12x8x20xf32>) {
    ^bb0(%in2291: f32, %in2292: f32, %out2293: f32):
      %2294 = arith.addf %in2291, %in2292 : f32
      linalg.yield %2294 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %2295 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2296 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2271 : tensor<12x8x1xf32>) outs(%2296 : tensor<12x8x1xf32>) {
    ^bb0(%in2298: f32, %out2299: f32):
      %2300 = arith.divf %in2298, %2295 : f32
      linalg.yield %2300 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2301 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2302 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2303 = linalg.fill ins(%2301 : f32) outs(%2302 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2304 = linalg.reduce ins(%2297 : tensor<12x8x1xf32>) outs(%2303 : tensor<12x8xf32>) dimensions = [2]
      (%in2305: f32, %init2306: f32) {
        %2307 = arith.addf %in2305, %init2306 : f32
        linalg.yield %2307 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2308 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %2309 = linalg.broadcast ins(%2304 : tensor<12x8xf32>) outs(%2308 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %2310 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %2311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2309, %396 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2310 : tensor<12x8x20xf32>) {
    ^bb0(%in2312: f32, %in2313: f32, %out2314: f32):
      %2315 = arith.mulf %in2312, %in2313 : f32
      linalg.yield %2315 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %2316 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %2317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2311 : tensor<12x8x20xf32>) outs(%2316 : tensor<12x8x20xf32>) {
    ^bb0(%in2318: f32, %out2319: f32):
      %2320 = arith.negf %in2318 : f32
      linalg.yield %2320 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %2321 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2322 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2323 = linalg.fill ins(%2321 : f32) outs(%2322 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2324 = linalg.reduce ins(%2317 : tensor<12x8x20xf32>) outs(%2323 : tensor<12x8xf32>) dimensions = [2]
      (%in2325: f32, %init2326: f32) {
        %2327 = arith.addf %in2325, %init2326 : f32
        linalg.yield %2327 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2328 = tensor.expand_shape %2324 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":45:30))
    %2329 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2290, %2311 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2329 : tensor<12x8x20xf32>) {
    ^bb0(%in2331: f32, %in2332: f32, %out2333: f32):
      %2334 = arith.addf %in2331, %in2332 : f32
      linalg.yield %2334 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2335 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2288, %2328 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2335 : tensor<12x8x1xf32>) {
    ^bb0(%in2337: f32, %in2338: f32, %out2339: f32):
      %2340 = arith.addf %in2337, %in2338 : f32
      linalg.yield %2340 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2341 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2342 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2336 : tensor<12x8x1xf32>) outs(%2342 : tensor<12x8x1xf32>) {
    ^bb0(%in2344: f32, %out2345: f32):
      %2346 = arith.divf %in2344, %2341 : f32
      linalg.yield %2346 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2347 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2348 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2349 = linalg.fill ins(%2347 : f32) outs(%2348 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2350 = linalg.reduce ins(%2343 : tensor<12x8x1xf32>) outs(%2349 : tensor<12x8xf32>) dimensions = [2]
      (%in2351: f32, %init2352: f32) {
        %2353 = arith.addf %in2351, %init2352 : f32
        linalg.yield %2353 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2354 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %2355 = linalg.broadcast ins(%2350 : tensor<12x8xf32>) outs(%2354 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %2356 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %2357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2330, %2355 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2356 : tensor<12x8x20xf32>) {
    ^bb0(%in2358: f32, %in2359: f32, %out2360: f32):
      %2361 = arith.addf %in2358, %in2359 : f32
      linalg.yield %2361 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %2362 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2363 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2364 = linalg.fill ins(%2362 : f32) outs(%2363 : tensor<20x20xf32>) -> tensor<20x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2357, %352 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2364 : tensor<20x20xf32>) {
    ^bb0(%in2366: f32, %in2367: f32, %out2368: f32):
      %2369 = arith.mulf %in2366, %in2367 : f32
      %2370 = arith.addf %out2368, %2369 : f32
      linalg.yield %2370 : f32
    } -> tensor<20x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2371 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %2372 = linalg.transpose ins(%2365 : tensor<20x20xf32>) outs(%2371 : tensor<20x20xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %2373 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2374 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2375 = linalg.fill ins(%2373 : f32) outs(%2374 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2357, %arg8 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%2375 : tensor<12x8x20xf32>) {
    ^bb0(%in2377: f32, %in2378: f32, %out2379: f32):
      %2380 = arith.mulf %in2377, %in2378 : f32
      %2381 = arith.addf %out2379, %2380 : f32
      linalg.yield %2381 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":70:11))
    %2382 = tensor.expand_shape %2376 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":70:11))
    %2383 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %2384 = linalg.transpose ins(%2382 : tensor<12x8x2x10xf32>) outs(%2383 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":70:11))
    %2385 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2386 = tensor.empty() : tensor<12x2x10x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2387 = linalg.fill ins(%2385 : f32) outs(%2386 : tensor<12x2x10x8xf32>) -> tensor<12x2x10x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2384, %329 : tensor<12x2x8x10xf32>, tensor<12x2x8x8xf32>) outs(%2387 : tensor<12x2x10x8xf32>) {
    ^bb0(%in2389: f32, %in2390: f32, %out2391: f32):
      %2392 = arith.mulf %in2389, %in2390 : f32
      %2393 = arith.addf %out2391, %2392 : f32
      linalg.yield %2393 : f32
    } -> tensor<12x2x10x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2394 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/transpose"("examples/gpt.py":69:10))
    %2395 = linalg.transpose ins(%2388 : tensor<12x2x10x8xf32>) outs(%2394 : tensor<12x2x8x10xf32>) permutation = [0, 1, 3, 2] loc("transpose(jvp(bhqk,bhkd->bhqd))/transpose"("examples/gpt.py":69:10))
    %2396 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2397 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2398 = linalg.fill ins(%2396 : f32) outs(%2397 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2384, %158 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%2398 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2400: f32, %in2401: f32, %out2402: f32):
      %2403 = arith.mulf %in2400, %in2401 : f32
      %2404 = arith.addf %out2402, %2403 : f32
      linalg.yield %2404 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp(bhqk,bhkd->bhqd))/dot_general"("examples/gpt.py":69:10))
    %2405 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %2406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2399, %335 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%2405 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2407: f32, %in2408: f32, %out2409: f32):
      %2410 = arith.mulf %in2407, %in2408 : f32
      linalg.yield %2410 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %2411 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %2412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2406, %315 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2411 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2413: f32, %in2414: f32, %out2415: f32):
      %2416 = arith.mulf %in2413, %in2414 : f32
      linalg.yield %2416 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %2417 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2418 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2419 = linalg.fill ins(%2417 : f32) outs(%2418 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2420 = linalg.reduce ins(%2412 : tensor<12x2x8x8xf32>) outs(%2419 : tensor<12x2x8xf32>) dimensions = [3]
      (%in2421: f32, %init2422: f32) {
        %2423 = arith.addf %in2421, %init2422 : f32
        linalg.yield %2423 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2424 = tensor.expand_shape %2420 [[0], [1], [2, 3]] output_shape [12, 2, 8, 1] : tensor<12x2x8xf32> into tensor<12x2x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":69:45))
    %2425 = tensor.empty() : tensor<12x2x8x1xf32> loc("transpose(jvp())/neg"("examples/gpt.py":69:45))
    %2426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2424 : tensor<12x2x8x1xf32>) outs(%2425 : tensor<12x2x8x1xf32>) {
    ^bb0(%in2427: f32, %out2428: f32):
      %2429 = arith.negf %in2427 : f32
      linalg.yield %2429 : f32
    } -> tensor<12x2x8x1xf32> loc("transpose(jvp())/neg"("examples/gpt.py":69:45))
    %2430 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":69:45))
    %2431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2399, %327 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%2430 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2432: f32, %in2433: f32, %out2434: f32):
      %2435 = arith.divf %in2432, %in2433 : f32
      linalg.yield %2435 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":69:45))
    %2436 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2437 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2438 = linalg.fill ins(%2436 : f32) outs(%2437 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2439 = linalg.reduce ins(%2426 : tensor<12x2x8x1xf32>) outs(%2438 : tensor<12x2x8xf32>) dimensions = [3]
      (%in2440: f32, %init2441: f32) {
        %2442 = arith.addf %in2440, %init2441 : f32
        linalg.yield %2442 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":69:45))
    %2443 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":69:45))
    %2444 = linalg.broadcast ins(%2439 : tensor<12x2x8xf32>) outs(%2443 : tensor<12x2x8x8xf32>) dimensions = [3] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":69:45))
    %2445 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":69:45))
    %2446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2431, %2444 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2445 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2447: f32, %in2448: f32, %out2449: f32):
      %2450 = arith.addf %in2447, %in2448 : f32
      linalg.yield %2450 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":69:45))
    %2451 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %2452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2446, %315 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2451 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2453: f32, %in2454: f32, %out2455: f32):
      %2456 = arith.mulf %in2453, %in2454 : f32
      linalg.yield %2456 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/mul"("examples/gpt.py":69:45))
    %2457 = arith.constant 0.0 : f32 loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %2458 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %2459 = linalg.fill ins(%2457 : f32) outs(%2458 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %2460 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %2461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %2459, %2452 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2460 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2462: i1, %in2463: f32, %in2464: f32, %out2465: f32):
      %2466 = arith.select %in2462, %in2464, %in2463 : f32
      linalg.yield %2466 : f32
    } -> tensor<12x2x8x8xf32> loc("_where/select_n"("examples/gpt.py":68:13))
    %2467 = arith.constant 3.1622776985168457 : f32 loc("transpose(jvp())/div"("examples/gpt.py":66:13))
    %2468 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":66:13))
    %2469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2461 : tensor<12x2x8x8xf32>) outs(%2468 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2470: f32, %out2471: f32):
      %2472 = arith.divf %in2470, %2467 : f32
      linalg.yield %2472 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/div"("examples/gpt.py":66:13))
    %2473 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2474 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2475 = linalg.fill ins(%2473 : f32) outs(%2474 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2469, %152 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%2475 : tensor<12x2x8x10xf32>) {
    ^bb0(%in2477: f32, %in2478: f32, %out2479: f32):
      %2480 = arith.mulf %in2477, %in2478 : f32
      %2481 = arith.addf %out2479, %2480 : f32
      linalg.yield %2481 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2482 = arith.constant 0.0 : f32 loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2483 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2484 = linalg.fill ins(%2482 : f32) outs(%2483 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2469, %155 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%2484 : tensor<12x2x8x10xf32>) {
    ^bb0(%in2486: f32, %in2487: f32, %out2488: f32):
      %2489 = arith.mulf %in2486, %in2487 : f32
      %2490 = arith.addf %out2488, %2489 : f32
      linalg.yield %2490 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp(bhqd,bhkd->bhqk))/dot_general"("examples/gpt.py":66:13))
    %2491 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %2492 = linalg.transpose ins(%2395 : tensor<12x2x8x10xf32>) outs(%2491 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %2493 = tensor.collapse_shape %2492 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":64:22))
    %2494 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %2495 = linalg.transpose ins(%2476 : tensor<12x2x8x10xf32>) outs(%2494 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %2496 = tensor.collapse_shape %2495 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":64:22))
    %2497 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %2498 = linalg.transpose ins(%2485 : tensor<12x2x8x10xf32>) outs(%2497 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/transpose"("examples/gpt.py":64:22))
    %2499 = tensor.collapse_shape %2498 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":64:22))
    %2500 = tensor.concat dim(2) %2499, %2496, %2493 : (tensor<12x8x20xf32>, tensor<12x8x20xf32>, tensor<12x8x20xf32>) -> tensor<12x8x60xf32> loc("transpose(jvp())/concatenate"("examples/gpt.py":63:14))
    %2501 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2502 = tensor.empty() : tensor<60x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2503 = linalg.fill ins(%2501 : f32) outs(%2502 : tensor<60x20xf32>) -> tensor<60x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2500, %133 : tensor<12x8x60xf32>, tensor<12x8x20xf32>) outs(%2503 : tensor<60x20xf32>) {
    ^bb0(%in2505: f32, %in2506: f32, %out2507: f32):
      %2508 = arith.mulf %in2505, %in2506 : f32
      %2509 = arith.addf %out2507, %2508 : f32
      linalg.yield %2509 : f32
    } -> tensor<60x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2510 = tensor.empty() : tensor<20x60xf32> loc("transpose(jvp())/transpose"("examples/gpt.py":63:24))
    %2511 = linalg.transpose ins(%2504 : tensor<60x20xf32>) outs(%2510 : tensor<20x60xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt.py":63:24))
    %2512 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2513 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2514 = linalg.fill ins(%2512 : f32) outs(%2513 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2500, %arg9 : tensor<12x8x60xf32>, tensor<20x60xf32>) outs(%2514 : tensor<12x8x20xf32>) {
    ^bb0(%in2516: f32, %in2517: f32, %out2518: f32):
      %2519 = arith.mulf %in2516, %in2517 : f32
      %2520 = arith.addf %out2518, %2519 : f32
      linalg.yield %2520 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt.py":63:24))
    %2521 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2522 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2523 = linalg.fill ins(%2521 : f32) outs(%2522 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2524 = linalg.reduce ins(%2515 : tensor<12x8x20xf32>) outs(%2523 : tensor<20xf32>) dimensions = [0, 1]
      (%in2525: f32, %init2526: f32) {
        %2527 = arith.addf %in2525, %init2526 : f32
        linalg.yield %2527 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2528 = tensor.expand_shape %2524 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %2529 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2530 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2531 = linalg.fill ins(%2529 : f32) outs(%2530 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2532 = linalg.reduce ins(%2528 : tensor<1x1x20xf32>) outs(%2531 : tensor<20xf32>) dimensions = [0, 1]
      (%in2533: f32, %init2534: f32) {
        %2535 = arith.addf %in2533, %init2534 : f32
        linalg.yield %2535 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2536 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %2515 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2536 : tensor<12x8x20xf32>) {
    ^bb0(%in2538: f32, %in2539: f32, %out2540: f32):
      %2541 = arith.mulf %in2538, %in2539 : f32
      linalg.yield %2541 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2542 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2543 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2544 = linalg.fill ins(%2542 : f32) outs(%2543 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2545 = linalg.reduce ins(%2537 : tensor<12x8x20xf32>) outs(%2544 : tensor<20xf32>) dimensions = [0, 1]
      (%in2546: f32, %init2547: f32) {
        %2548 = arith.addf %in2546, %init2547 : f32
        linalg.yield %2548 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2549 = tensor.expand_shape %2545 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %2550 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2515, %123 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%2550 : tensor<12x8x20xf32>) {
    ^bb0(%in2552: f32, %in2553: f32, %out2554: f32):
      %2555 = arith.mulf %in2552, %in2553 : f32
      linalg.yield %2555 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2556 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2557 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2558 = linalg.fill ins(%2556 : f32) outs(%2557 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2559 = linalg.reduce ins(%2549 : tensor<1x1x20xf32>) outs(%2558 : tensor<20xf32>) dimensions = [0, 1]
      (%in2560: f32, %init2561: f32) {
        %2562 = arith.addf %in2560, %init2561 : f32
        linalg.yield %2562 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2563 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %2551 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2563 : tensor<12x8x20xf32>) {
    ^bb0(%in2565: f32, %in2566: f32, %out2567: f32):
      %2568 = arith.mulf %in2565, %in2566 : f32
      linalg.yield %2568 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2569 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2570 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2571 = linalg.fill ins(%2569 : f32) outs(%2570 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2572 = linalg.reduce ins(%2564 : tensor<12x8x20xf32>) outs(%2571 : tensor<12x8xf32>) dimensions = [2]
      (%in2573: f32, %init2574: f32) {
        %2575 = arith.addf %in2573, %init2574 : f32
        linalg.yield %2575 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %2576 = tensor.expand_shape %2572 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %2577 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2551, %100 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%2577 : tensor<12x8x20xf32>) {
    ^bb0(%in2579: f32, %in2580: f32, %out2581: f32):
      %2582 = arith.mulf %in2579, %in2580 : f32
      linalg.yield %2582 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %2583 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %2584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2576, %112 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2583 : tensor<12x8x1xf32>) {
    ^bb0(%in2585: f32, %in2586: f32, %out2587: f32):
      %2588 = arith.mulf %in2585, %in2586 : f32
      linalg.yield %2588 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %2589 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %2590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2578 : tensor<12x8x20xf32>) outs(%2589 : tensor<12x8x20xf32>) {
    ^bb0(%in2591: f32, %out2592: f32):
      %2593 = arith.negf %in2591 : f32
      linalg.yield %2593 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %2594 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2595 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2596 = linalg.fill ins(%2594 : f32) outs(%2595 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2597 = linalg.reduce ins(%2590 : tensor<12x8x20xf32>) outs(%2596 : tensor<12x8xf32>) dimensions = [2]
      (%in2598: f32, %init2599: f32) {
        %2600 = arith.addf %in2598, %init2599 : f32
        linalg.yield %2600 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %2601 = tensor.expand_shape %2597 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:12))
    %2602 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %2603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2357, %2578 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2602 : tensor<12x8x20xf32>) {
    ^bb0(%in2604: f32, %in2605: f32, %out2606: f32):
      %2607 = arith.addf %in2604, %in2605 : f32
      linalg.yield %2607 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":46:12))
    %2608 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2609 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2584 : tensor<12x8x1xf32>) outs(%2609 : tensor<12x8x1xf32>) {
    ^bb0(%in2611: f32, %out2612: f32):
      %2613 = arith.divf %in2611, %2608 : f32
      linalg.yield %2613 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %2614 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2615 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2616 = linalg.fill ins(%2614 : f32) outs(%2615 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2617 = linalg.reduce ins(%2610 : tensor<12x8x1xf32>) outs(%2616 : tensor<12x8xf32>) dimensions = [2]
      (%in2618: f32, %init2619: f32) {
        %2620 = arith.addf %in2618, %init2619 : f32
        linalg.yield %2620 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %2621 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %2622 = linalg.broadcast ins(%2617 : tensor<12x8xf32>) outs(%2621 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %2623 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %2624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2622, %68 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2623 : tensor<12x8x20xf32>) {
    ^bb0(%in2625: f32, %in2626: f32, %out2627: f32):
      %2628 = arith.mulf %in2625, %in2626 : f32
      linalg.yield %2628 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %2629 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %2630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2624 : tensor<12x8x20xf32>) outs(%2629 : tensor<12x8x20xf32>) {
    ^bb0(%in2631: f32, %out2632: f32):
      %2633 = arith.negf %in2631 : f32
      linalg.yield %2633 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %2634 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2635 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2636 = linalg.fill ins(%2634 : f32) outs(%2635 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2637 = linalg.reduce ins(%2630 : tensor<12x8x20xf32>) outs(%2636 : tensor<12x8xf32>) dimensions = [2]
      (%in2638: f32, %init2639: f32) {
        %2640 = arith.addf %in2638, %init2639 : f32
        linalg.yield %2640 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %2641 = tensor.expand_shape %2637 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":45:30))
    %2642 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2603, %2624 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2642 : tensor<12x8x20xf32>) {
    ^bb0(%in2644: f32, %in2645: f32, %out2646: f32):
      %2647 = arith.addf %in2644, %in2645 : f32
      linalg.yield %2647 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2648 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2601, %2641 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2648 : tensor<12x8x1xf32>) {
    ^bb0(%in2650: f32, %in2651: f32, %out2652: f32):
      %2653 = arith.addf %in2650, %in2651 : f32
      linalg.yield %2653 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %2654 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2655 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2649 : tensor<12x8x1xf32>) outs(%2655 : tensor<12x8x1xf32>) {
    ^bb0(%in2657: f32, %out2658: f32):
      %2659 = arith.divf %in2657, %2654 : f32
      linalg.yield %2659 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %2660 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2661 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2662 = linalg.fill ins(%2660 : f32) outs(%2661 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2663 = linalg.reduce ins(%2656 : tensor<12x8x1xf32>) outs(%2662 : tensor<12x8xf32>) dimensions = [2]
      (%in2664: f32, %init2665: f32) {
        %2666 = arith.addf %in2664, %init2665 : f32
        linalg.yield %2666 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %2667 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %2668 = linalg.broadcast ins(%2663 : tensor<12x8xf32>) outs(%2667 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %2669 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %2670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2643, %2668 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2669 : tensor<12x8x20xf32>) {
    ^bb0(%in2671: f32, %in2672: f32, %out2673: f32):
      %2674 = arith.addf %in2671, %in2672 : f32
      linalg.yield %2674 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %2675 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:13))
    %2676 = tensor.empty() : tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:13))
    %2677 = linalg.fill ins(%2675 : f32) outs(%2676 : tensor<8x20xf32>) -> tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:13))
    %2678 = linalg.reduce ins(%2670 : tensor<12x8x20xf32>) outs(%2677 : tensor<8x20xf32>) dimensions = [0]
      (%in2679: f32, %init2680: f32) {
        %2681 = arith.addf %in2679, %init2680 : f32
        linalg.yield %2681 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:13))
    %2682 = tensor.expand_shape %2678 [[0, 1], [2]] output_shape [1, 8, 20] : tensor<8x20xf32> into tensor<1x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":78:13))
    %2683 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:37))
    %2684 = tensor.empty() : tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:37))
    %2685 = linalg.fill ins(%2683 : f32) outs(%2684 : tensor<8x20xf32>) -> tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:37))
    %2686 = linalg.reduce ins(%2682 : tensor<1x8x20xf32>) outs(%2685 : tensor<8x20xf32>) dimensions = [0]
      (%in2687: f32, %init2688: f32) {
        %2689 = arith.addf %in2687, %init2688 : f32
        linalg.yield %2689 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":78:37))
    %2690 = arith.constant 0.0 : f32 loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":78:13))
    %2691 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":78:13))
    %2692 = linalg.fill ins(%2690 : f32) outs(%2691 : tensor<50x20xf32>) -> tensor<50x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":78:13))
    %2693 = arith.constant 0.0 : f32 loc("transpose(jvp())/scatter-add"("examples/gpt.py":78:13))
    %2694 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt.py":78:13))
    %2695 = linalg.fill ins(%2693 : f32) outs(%2694 : tensor<50x20xf32>) -> tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt.py":78:13))
    %2696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, 0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%20, %2670 : tensor<12x8x1xi32>, tensor<12x8x20xf32>) outs(%2695 : tensor<50x20xf32>) {
    ^bb0(%in2697: i32, %in2698: f32, %out2699: f32):
      %2700 = arith.index_cast %in2697 : i32 to index
      %2701 = arith.constant 0 : index
      %2702 = arith.constant 49 : index
      %2703 = arith.maxsi %2700, %2701 : index
      %2704 = arith.minsi %2703, %2702 : index
      %2705 = linalg.index 0 : index
      %2706 = arith.cmpi eq, %2704, %2705 : index
      %2707 = arith.constant 0.0 : f32
      %2708 = arith.select %2706, %in2698, %2707 : f32
      %2709 = arith.addf %out2699, %2708 : f32
      linalg.yield %2709 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt.py":78:13))
    %2710 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":78:13))
    %2711 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1358, %2696 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%2710 : tensor<50x20xf32>) {
    ^bb0(%in2712: f32, %in2713: f32, %out2714: f32):
      %2715 = arith.addf %in2712, %in2713 : f32
      linalg.yield %2715 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":78:13))
    %2716 = arith.constant 1.0 : f32 loc("add"("examples/gpt.py":113:12))
    %2717 = tensor.empty() : tensor<f32> loc("add"("examples/gpt.py":113:12))
    %2718 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%arg24 : tensor<f32>) outs(%2717 : tensor<f32>) {
    ^bb0(%in2719: f32, %out2720: f32):
      %2721 = arith.addf %in2719, %2716 : f32
      linalg.yield %2721 : f32
    } -> tensor<f32> loc("add"("examples/gpt.py":113:12))
    %2722 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2723 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2724 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg25 : tensor<80xf32>) outs(%2723 : tensor<80xf32>) {
    ^bb0(%in2725: f32, %out2726: f32):
      %2727 = arith.mulf %2722, %in2725 : f32
      linalg.yield %2727 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2728 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2729 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2730 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2184 : tensor<80xf32>) outs(%2729 : tensor<80xf32>) {
    ^bb0(%in2731: f32, %out2732: f32):
      %2733 = arith.mulf %2728, %in2731 : f32
      linalg.yield %2733 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2734 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2735 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2724, %2730 : tensor<80xf32>, tensor<80xf32>) outs(%2734 : tensor<80xf32>) {
    ^bb0(%in2736: f32, %in2737: f32, %out2738: f32):
      %2739 = arith.addf %in2736, %in2737 : f32
      linalg.yield %2739 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2740 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2741 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2742 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg26 : tensor<20xf32>) outs(%2741 : tensor<20xf32>) {
    ^bb0(%in2743: f32, %out2744: f32):
      %2745 = arith.mulf %2740, %in2743 : f32
      linalg.yield %2745 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2746 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2747 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2748 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2102 : tensor<20xf32>) outs(%2747 : tensor<20xf32>) {
    ^bb0(%in2749: f32, %out2750: f32):
      %2751 = arith.mulf %2746, %in2749 : f32
      linalg.yield %2751 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2752 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2753 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2742, %2748 : tensor<20xf32>, tensor<20xf32>) outs(%2752 : tensor<20xf32>) {
    ^bb0(%in2754: f32, %in2755: f32, %out2756: f32):
      %2757 = arith.addf %in2754, %in2755 : f32
      linalg.yield %2757 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2758 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2759 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg27 : tensor<20xf32>) outs(%2759 : tensor<20xf32>) {
    ^bb0(%in2761: f32, %out2762: f32):
      %2763 = arith.mulf %2758, %in2761 : f32
      linalg.yield %2763 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2764 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2765 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2766 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2532 : tensor<20xf32>) outs(%2765 : tensor<20xf32>) {
    ^bb0(%in2767: f32, %out2768: f32):
      %2769 = arith.mulf %2764, %in2767 : f32
      linalg.yield %2769 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2770 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2771 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2760, %2766 : tensor<20xf32>, tensor<20xf32>) outs(%2770 : tensor<20xf32>) {
    ^bb0(%in2772: f32, %in2773: f32, %out2774: f32):
      %2775 = arith.addf %in2772, %in2773 : f32
      linalg.yield %2775 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2776 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2777 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2778 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg28 : tensor<20xf32>) outs(%2777 : tensor<20xf32>) {
    ^bb0(%in2779: f32, %out2780: f32):
      %2781 = arith.mulf %2776, %in2779 : f32
      linalg.yield %2781 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2782 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2783 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2784 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2559 : tensor<20xf32>) outs(%2783 : tensor<20xf32>) {
    ^bb0(%in2785: f32, %out2786: f32):
      %2787 = arith.mulf %2782, %in2785 : f32
      linalg.yield %2787 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2788 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2789 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2778, %2784 : tensor<20xf32>, tensor<20xf32>) outs(%2788 : tensor<20xf32>) {
    ^bb0(%in2790: f32, %in2791: f32, %out2792: f32):
      %2793 = arith.addf %in2790, %in2791 : f32
      linalg.yield %2793 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2794 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2795 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2796 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg29 : tensor<20xf32>) outs(%2795 : tensor<20xf32>) {
    ^bb0(%in2797: f32, %out2798: f32):
      %2799 = arith.mulf %2794, %in2797 : f32
      linalg.yield %2799 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2800 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2801 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2802 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2219 : tensor<20xf32>) outs(%2801 : tensor<20xf32>) {
    ^bb0(%in2803: f32, %out2804: f32):
      %2805 = arith.mulf %2800, %in2803 : f32
      linalg.yield %2805 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2806 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2807 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2796, %2802 : tensor<20xf32>, tensor<20xf32>) outs(%2806 : tensor<20xf32>) {
    ^bb0(%in2808: f32, %in2809: f32, %out2810: f32):
      %2811 = arith.addf %in2808, %in2809 : f32
      linalg.yield %2811 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2812 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2813 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2814 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg30 : tensor<20xf32>) outs(%2813 : tensor<20xf32>) {
    ^bb0(%in2815: f32, %out2816: f32):
      %2817 = arith.mulf %2812, %in2815 : f32
      linalg.yield %2817 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2818 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2819 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2820 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2246 : tensor<20xf32>) outs(%2819 : tensor<20xf32>) {
    ^bb0(%in2821: f32, %out2822: f32):
      %2823 = arith.mulf %2818, %in2821 : f32
      linalg.yield %2823 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2824 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2825 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2814, %2820 : tensor<20xf32>, tensor<20xf32>) outs(%2824 : tensor<20xf32>) {
    ^bb0(%in2826: f32, %in2827: f32, %out2828: f32):
      %2829 = arith.addf %in2826, %in2827 : f32
      linalg.yield %2829 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2830 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2831 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2832 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<20x80xf32>) outs(%2831 : tensor<20x80xf32>) {
    ^bb0(%in2833: f32, %out2834: f32):
      %2835 = arith.mulf %2830, %in2833 : f32
      linalg.yield %2835 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2836 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2837 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2838 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2198 : tensor<20x80xf32>) outs(%2837 : tensor<20x80xf32>) {
    ^bb0(%in2839: f32, %out2840: f32):
      %2841 = arith.mulf %2836, %in2839 : f32
      linalg.yield %2841 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2842 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %2843 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2832, %2838 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%2842 : tensor<20x80xf32>) {
    ^bb0(%in2844: f32, %in2845: f32, %out2846: f32):
      %2847 = arith.addf %in2844, %in2845 : f32
      linalg.yield %2847 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %2848 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2849 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2850 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<80x20xf32>) outs(%2849 : tensor<80x20xf32>) {
    ^bb0(%in2851: f32, %out2852: f32):
      %2853 = arith.mulf %2848, %in2851 : f32
      linalg.yield %2853 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2854 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2855 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2856 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2116 : tensor<80x20xf32>) outs(%2855 : tensor<80x20xf32>) {
    ^bb0(%in2857: f32, %out2858: f32):
      %2859 = arith.mulf %2854, %in2857 : f32
      linalg.yield %2859 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2860 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %2861 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2850, %2856 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%2860 : tensor<80x20xf32>) {
    ^bb0(%in2862: f32, %in2863: f32, %out2864: f32):
      %2865 = arith.addf %in2862, %in2863 : f32
      linalg.yield %2865 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %2866 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2867 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2868 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<20x20xf32>) outs(%2867 : tensor<20x20xf32>) {
    ^bb0(%in2869: f32, %out2870: f32):
      %2871 = arith.mulf %2866, %in2869 : f32
      linalg.yield %2871 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2872 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2873 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2874 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2372 : tensor<20x20xf32>) outs(%2873 : tensor<20x20xf32>) {
    ^bb0(%in2875: f32, %out2876: f32):
      %2877 = arith.mulf %2872, %in2875 : f32
      linalg.yield %2877 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2878 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %2879 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2868, %2874 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%2878 : tensor<20x20xf32>) {
    ^bb0(%in2880: f32, %in2881: f32, %out2882: f32):
      %2883 = arith.addf %in2880, %in2881 : f32
      linalg.yield %2883 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %2884 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2885 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %2886 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<20x60xf32>) outs(%2885 : tensor<20x60xf32>) {
    ^bb0(%in2887: f32, %out2888: f32):
      %2889 = arith.mulf %2884, %in2887 : f32
      linalg.yield %2889 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %2890 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2891 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %2892 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2511 : tensor<20x60xf32>) outs(%2891 : tensor<20x60xf32>) {
    ^bb0(%in2893: f32, %out2894: f32):
      %2895 = arith.mulf %2890, %in2893 : f32
      linalg.yield %2895 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %2896 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %2897 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2886, %2892 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%2896 : tensor<20x60xf32>) {
    ^bb0(%in2898: f32, %in2899: f32, %out2900: f32):
      %2901 = arith.addf %in2898, %in2899 : f32
      linalg.yield %2901 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %2902 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2903 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2904 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg35 : tensor<80xf32>) outs(%2903 : tensor<80xf32>) {
    ^bb0(%in2905: f32, %out2906: f32):
      %2907 = arith.mulf %2902, %in2905 : f32
      linalg.yield %2907 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2908 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2909 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2910 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1600 : tensor<80xf32>) outs(%2909 : tensor<80xf32>) {
    ^bb0(%in2911: f32, %out2912: f32):
      %2913 = arith.mulf %2908, %in2911 : f32
      linalg.yield %2913 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2914 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2915 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2904, %2910 : tensor<80xf32>, tensor<80xf32>) outs(%2914 : tensor<80xf32>) {
    ^bb0(%in2916: f32, %in2917: f32, %out2918: f32):
      %2919 = arith.addf %in2916, %in2917 : f32
      linalg.yield %2919 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2920 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2921 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2922 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg36 : tensor<20xf32>) outs(%2921 : tensor<20xf32>) {
    ^bb0(%in2923: f32, %out2924: f32):
      %2925 = arith.mulf %2920, %in2923 : f32
      linalg.yield %2925 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2926 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2927 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2928 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1518 : tensor<20xf32>) outs(%2927 : tensor<20xf32>) {
    ^bb0(%in2929: f32, %out2930: f32):
      %2931 = arith.mulf %2926, %in2929 : f32
      linalg.yield %2931 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2932 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2933 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2922, %2928 : tensor<20xf32>, tensor<20xf32>) outs(%2932 : tensor<20xf32>) {
    ^bb0(%in2934: f32, %in2935: f32, %out2936: f32):
      %2937 = arith.addf %in2934, %in2935 : f32
      linalg.yield %2937 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2938 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2939 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2940 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg37 : tensor<20xf32>) outs(%2939 : tensor<20xf32>) {
    ^bb0(%in2941: f32, %out2942: f32):
      %2943 = arith.mulf %2938, %in2941 : f32
      linalg.yield %2943 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2944 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2945 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2946 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1948 : tensor<20xf32>) outs(%2945 : tensor<20xf32>) {
    ^bb0(%in2947: f32, %out2948: f32):
      %2949 = arith.mulf %2944, %in2947 : f32
      linalg.yield %2949 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2950 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2951 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2940, %2946 : tensor<20xf32>, tensor<20xf32>) outs(%2950 : tensor<20xf32>) {
    ^bb0(%in2952: f32, %in2953: f32, %out2954: f32):
      %2955 = arith.addf %in2952, %in2953 : f32
      linalg.yield %2955 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2956 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2957 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2958 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg38 : tensor<20xf32>) outs(%2957 : tensor<20xf32>) {
    ^bb0(%in2959: f32, %out2960: f32):
      %2961 = arith.mulf %2956, %in2959 : f32
      linalg.yield %2961 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2962 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2963 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2964 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1975 : tensor<20xf32>) outs(%2963 : tensor<20xf32>) {
    ^bb0(%in2965: f32, %out2966: f32):
      %2967 = arith.mulf %2962, %in2965 : f32
      linalg.yield %2967 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2968 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2969 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2958, %2964 : tensor<20xf32>, tensor<20xf32>) outs(%2968 : tensor<20xf32>) {
    ^bb0(%in2970: f32, %in2971: f32, %out2972: f32):
      %2973 = arith.addf %in2970, %in2971 : f32
      linalg.yield %2973 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2974 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2975 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2976 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg39 : tensor<20xf32>) outs(%2975 : tensor<20xf32>) {
    ^bb0(%in2977: f32, %out2978: f32):
      %2979 = arith.mulf %2974, %in2977 : f32
      linalg.yield %2979 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2980 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2981 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2982 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1635 : tensor<20xf32>) outs(%2981 : tensor<20xf32>) {
    ^bb0(%in2983: f32, %out2984: f32):
      %2985 = arith.mulf %2980, %in2983 : f32
      linalg.yield %2985 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2986 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2987 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2976, %2982 : tensor<20xf32>, tensor<20xf32>) outs(%2986 : tensor<20xf32>) {
    ^bb0(%in2988: f32, %in2989: f32, %out2990: f32):
      %2991 = arith.addf %in2988, %in2989 : f32
      linalg.yield %2991 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2992 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2993 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2994 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg40 : tensor<20xf32>) outs(%2993 : tensor<20xf32>) {
    ^bb0(%in2995: f32, %out2996: f32):
      %2997 = arith.mulf %2992, %in2995 : f32
      linalg.yield %2997 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2998 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2999 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3000 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1662 : tensor<20xf32>) outs(%2999 : tensor<20xf32>) {
    ^bb0(%in3001: f32, %out3002: f32):
      %3003 = arith.mulf %2998, %in3001 : f32
      linalg.yield %3003 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3004 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3005 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2994, %3000 : tensor<20xf32>, tensor<20xf32>) outs(%3004 : tensor<20xf32>) {
    ^bb0(%in3006: f32, %in3007: f32, %out3008: f32):
      %3009 = arith.addf %in3006, %in3007 : f32
      linalg.yield %3009 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3010 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3011 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %3012 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<20x80xf32>) outs(%3011 : tensor<20x80xf32>) {
    ^bb0(%in3013: f32, %out3014: f32):
      %3015 = arith.mulf %3010, %in3013 : f32
      linalg.yield %3015 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %3016 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3017 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %3018 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1614 : tensor<20x80xf32>) outs(%3017 : tensor<20x80xf32>) {
    ^bb0(%in3019: f32, %out3020: f32):
      %3021 = arith.mulf %3016, %in3019 : f32
      linalg.yield %3021 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %3022 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %3023 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3012, %3018 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3022 : tensor<20x80xf32>) {
    ^bb0(%in3024: f32, %in3025: f32, %out3026: f32):
      %3027 = arith.addf %in3024, %in3025 : f32
      linalg.yield %3027 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %3028 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3029 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3030 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<80x20xf32>) outs(%3029 : tensor<80x20xf32>) {
    ^bb0(%in3031: f32, %out3032: f32):
      %3033 = arith.mulf %3028, %in3031 : f32
      linalg.yield %3033 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3034 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3035 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3036 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1532 : tensor<80x20xf32>) outs(%3035 : tensor<80x20xf32>) {
    ^bb0(%in3037: f32, %out3038: f32):
      %3039 = arith.mulf %3034, %in3037 : f32
      linalg.yield %3039 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3040 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %3041 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3030, %3036 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3040 : tensor<80x20xf32>) {
    ^bb0(%in3042: f32, %in3043: f32, %out3044: f32):
      %3045 = arith.addf %in3042, %in3043 : f32
      linalg.yield %3045 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %3046 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3047 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3048 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<20x20xf32>) outs(%3047 : tensor<20x20xf32>) {
    ^bb0(%in3049: f32, %out3050: f32):
      %3051 = arith.mulf %3046, %in3049 : f32
      linalg.yield %3051 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3052 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3053 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3054 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1788 : tensor<20x20xf32>) outs(%3053 : tensor<20x20xf32>) {
    ^bb0(%in3055: f32, %out3056: f32):
      %3057 = arith.mulf %3052, %in3055 : f32
      linalg.yield %3057 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3058 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %3059 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3048, %3054 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3058 : tensor<20x20xf32>) {
    ^bb0(%in3060: f32, %in3061: f32, %out3062: f32):
      %3063 = arith.addf %in3060, %in3061 : f32
      linalg.yield %3063 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %3064 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3065 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %3066 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<20x60xf32>) outs(%3065 : tensor<20x60xf32>) {
    ^bb0(%in3067: f32, %out3068: f32):
      %3069 = arith.mulf %3064, %in3067 : f32
      linalg.yield %3069 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %3070 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3071 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %3072 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1927 : tensor<20x60xf32>) outs(%3071 : tensor<20x60xf32>) {
    ^bb0(%in3073: f32, %out3074: f32):
      %3075 = arith.mulf %3070, %in3073 : f32
      linalg.yield %3075 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %3076 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %3077 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3066, %3072 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3076 : tensor<20x60xf32>) {
    ^bb0(%in3078: f32, %in3079: f32, %out3080: f32):
      %3081 = arith.addf %in3078, %in3079 : f32
      linalg.yield %3081 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %3082 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3083 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3084 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg45 : tensor<20xf32>) outs(%3083 : tensor<20xf32>) {
    ^bb0(%in3085: f32, %out3086: f32):
      %3087 = arith.mulf %3082, %in3085 : f32
      linalg.yield %3087 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3088 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3089 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3090 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1370 : tensor<20xf32>) outs(%3089 : tensor<20xf32>) {
    ^bb0(%in3091: f32, %out3092: f32):
      %3093 = arith.mulf %3088, %in3091 : f32
      linalg.yield %3093 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3094 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3095 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3084, %3090 : tensor<20xf32>, tensor<20xf32>) outs(%3094 : tensor<20xf32>) {
    ^bb0(%in3096: f32, %in3097: f32, %out3098: f32):
      %3099 = arith.addf %in3096, %in3097 : f32
      linalg.yield %3099 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3100 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3101 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3102 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg46 : tensor<20xf32>) outs(%3101 : tensor<20xf32>) {
    ^bb0(%in3103: f32, %out3104: f32):
      %3105 = arith.mulf %3100, %in3103 : f32
      linalg.yield %3105 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3106 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3107 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3108 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1397 : tensor<20xf32>) outs(%3107 : tensor<20xf32>) {
    ^bb0(%in3109: f32, %out3110: f32):
      %3111 = arith.mulf %3106, %in3109 : f32
      linalg.yield %3111 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3112 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3113 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3102, %3108 : tensor<20xf32>, tensor<20xf32>) outs(%3112 : tensor<20xf32>) {
    ^bb0(%in3114: f32, %in3115: f32, %out3116: f32):
      %3117 = arith.addf %in3114, %in3115 : f32
      linalg.yield %3117 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3118 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3119 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3120 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<8x20xf32>) outs(%3119 : tensor<8x20xf32>) {
    ^bb0(%in3121: f32, %out3122: f32):
      %3123 = arith.mulf %3118, %in3121 : f32
      linalg.yield %3123 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3124 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3125 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2686 : tensor<8x20xf32>) outs(%3125 : tensor<8x20xf32>) {
    ^bb0(%in3127: f32, %out3128: f32):
      %3129 = arith.mulf %3124, %in3127 : f32
      linalg.yield %3129 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3130 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":114:35))
    %3131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3120, %3126 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3130 : tensor<8x20xf32>) {
    ^bb0(%in3132: f32, %in3133: f32, %out3134: f32):
      %3135 = arith.addf %in3132, %in3133 : f32
      linalg.yield %3135 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":114:35))
    %3136 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3137 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3138 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<50x20xf32>) outs(%3137 : tensor<50x20xf32>) {
    ^bb0(%in3139: f32, %out3140: f32):
      %3141 = arith.mulf %3136, %in3139 : f32
      linalg.yield %3141 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3142 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3143 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2711 : tensor<50x20xf32>) outs(%3143 : tensor<50x20xf32>) {
    ^bb0(%in3145: f32, %out3146: f32):
      %3147 = arith.mulf %3142, %in3145 : f32
      linalg.yield %3147 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3148 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":114:35))
    %3149 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3138, %3144 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3148 : tensor<50x20xf32>) {
    ^bb0(%in3150: f32, %in3151: f32, %out3152: f32):
      %3153 = arith.addf %in3150, %in3151 : f32
      linalg.yield %3153 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":114:35))
    %3154 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3155 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3156 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg49 : tensor<80xf32>) outs(%3155 : tensor<80xf32>) {
    ^bb0(%in3157: f32, %out3158: f32):
      %3159 = arith.mulf %3154, %in3157 : f32
      linalg.yield %3159 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3160 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3161 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3162 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2184 : tensor<80xf32>) outs(%3161 : tensor<80xf32>) {
    ^bb0(%in3163: f32, %out3164: f32):
      %3165 = arith.mulf %3160, %in3163 : f32
      linalg.yield %3165 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3166 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3167 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3162, %2184 : tensor<80xf32>, tensor<80xf32>) outs(%3166 : tensor<80xf32>) {
    ^bb0(%in3168: f32, %in3169: f32, %out3170: f32):
      %3171 = arith.mulf %in3168, %in3169 : f32
      linalg.yield %3171 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3172 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3173 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3156, %3167 : tensor<80xf32>, tensor<80xf32>) outs(%3172 : tensor<80xf32>) {
    ^bb0(%in3174: f32, %in3175: f32, %out3176: f32):
      %3177 = arith.addf %in3174, %in3175 : f32
      linalg.yield %3177 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3178 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3179 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3180 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg50 : tensor<20xf32>) outs(%3179 : tensor<20xf32>) {
    ^bb0(%in3181: f32, %out3182: f32):
      %3183 = arith.mulf %3178, %in3181 : f32
      linalg.yield %3183 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3184 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3185 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3186 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2102 : tensor<20xf32>) outs(%3185 : tensor<20xf32>) {
    ^bb0(%in3187: f32, %out3188: f32):
      %3189 = arith.mulf %3184, %in3187 : f32
      linalg.yield %3189 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3190 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3191 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3186, %2102 : tensor<20xf32>, tensor<20xf32>) outs(%3190 : tensor<20xf32>) {
    ^bb0(%in3192: f32, %in3193: f32, %out3194: f32):
      %3195 = arith.mulf %in3192, %in3193 : f32
      linalg.yield %3195 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3196 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3197 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3180, %3191 : tensor<20xf32>, tensor<20xf32>) outs(%3196 : tensor<20xf32>) {
    ^bb0(%in3198: f32, %in3199: f32, %out3200: f32):
      %3201 = arith.addf %in3198, %in3199 : f32
      linalg.yield %3201 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3202 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3203 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3204 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg51 : tensor<20xf32>) outs(%3203 : tensor<20xf32>) {
    ^bb0(%in3205: f32, %out3206: f32):
      %3207 = arith.mulf %3202, %in3205 : f32
      linalg.yield %3207 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3208 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3209 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3210 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2532 : tensor<20xf32>) outs(%3209 : tensor<20xf32>) {
    ^bb0(%in3211: f32, %out3212: f32):
      %3213 = arith.mulf %3208, %in3211 : f32
      linalg.yield %3213 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3214 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3215 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3210, %2532 : tensor<20xf32>, tensor<20xf32>) outs(%3214 : tensor<20xf32>) {
    ^bb0(%in3216: f32, %in3217: f32, %out3218: f32):
      %3219 = arith.mulf %in3216, %in3217 : f32
      linalg.yield %3219 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3220 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3221 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3204, %3215 : tensor<20xf32>, tensor<20xf32>) outs(%3220 : tensor<20xf32>) {
    ^bb0(%in3222: f32, %in3223: f32, %out3224: f32):
      %3225 = arith.addf %in3222, %in3223 : f32
      linalg.yield %3225 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3226 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3227 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3228 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg52 : tensor<20xf32>) outs(%3227 : tensor<20xf32>) {
    ^bb0(%in3229: f32, %out3230: f32):
      %3231 = arith.mulf %3226, %in3229 : f32
      linalg.yield %3231 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3232 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3233 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3234 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2559 : tensor<20xf32>) outs(%3233 : tensor<20xf32>) {
    ^bb0(%in3235: f32, %out3236: f32):
      %3237 = arith.mulf %3232, %in3235 : f32
      linalg.yield %3237 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3238 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3239 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3234, %2559 : tensor<20xf32>, tensor<20xf32>) outs(%3238 : tensor<20xf32>) {
    ^bb0(%in3240: f32, %in3241: f32, %out3242: f32):
      %3243 = arith.mulf %in3240, %in3241 : f32
      linalg.yield %3243 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3244 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3245 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3228, %3239 : tensor<20xf32>, tensor<20xf32>) outs(%3244 : tensor<20xf32>) {
    ^bb0(%in3246: f32, %in3247: f32, %out3248: f32):
      %3249 = arith.addf %in3246, %in3247 : f32
      linalg.yield %3249 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3250 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3251 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3252 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg53 : tensor<20xf32>) outs(%3251 : tensor<20xf32>) {
    ^bb0(%in3253: f32, %out3254: f32):
      %3255 = arith.mulf %3250, %in3253 : f32
      linalg.yield %3255 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3256 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3257 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3258 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2219 : tensor<20xf32>) outs(%3257 : tensor<20xf32>) {
    ^bb0(%in3259: f32, %out3260: f32):
      %3261 = arith.mulf %3256, %in3259 : f32
      linalg.yield %3261 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3262 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3263 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3258, %2219 : tensor<20xf32>, tensor<20xf32>) outs(%3262 : tensor<20xf32>) {
    ^bb0(%in3264: f32, %in3265: f32, %out3266: f32):
      %3267 = arith.mulf %in3264, %in3265 : f32
      linalg.yield %3267 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3268 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3269 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3252, %3263 : tensor<20xf32>, tensor<20xf32>) outs(%3268 : tensor<20xf32>) {
    ^bb0(%in3270: f32, %in3271: f32, %out3272: f32):
      %3273 = arith.addf %in3270, %in3271 : f32
      linalg.yield %3273 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3274 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3275 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3276 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg54 : tensor<20xf32>) outs(%3275 : tensor<20xf32>) {
    ^bb0(%in3277: f32, %out3278: f32):
      %3279 = arith.mulf %3274, %in3277 : f32
      linalg.yield %3279 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3280 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3281 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3282 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2246 : tensor<20xf32>) outs(%3281 : tensor<20xf32>) {
    ^bb0(%in3283: f32, %out3284: f32):
      %3285 = arith.mulf %3280, %in3283 : f32
      linalg.yield %3285 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3286 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3287 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3282, %2246 : tensor<20xf32>, tensor<20xf32>) outs(%3286 : tensor<20xf32>) {
    ^bb0(%in3288: f32, %in3289: f32, %out3290: f32):
      %3291 = arith.mulf %in3288, %in3289 : f32
      linalg.yield %3291 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3292 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3293 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3276, %3287 : tensor<20xf32>, tensor<20xf32>) outs(%3292 : tensor<20xf32>) {
    ^bb0(%in3294: f32, %in3295: f32, %out3296: f32):
      %3297 = arith.addf %in3294, %in3295 : f32
      linalg.yield %3297 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3298 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3299 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3300 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<20x80xf32>) outs(%3299 : tensor<20x80xf32>) {
    ^bb0(%in3301: f32, %out3302: f32):
      %3303 = arith.mulf %3298, %in3301 : f32
      linalg.yield %3303 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3304 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3305 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2198 : tensor<20x80xf32>) outs(%3305 : tensor<20x80xf32>) {
    ^bb0(%in3307: f32, %out3308: f32):
      %3309 = arith.mulf %3304, %in3307 : f32
      linalg.yield %3309 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3310 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3311 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3306, %2198 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3310 : tensor<20x80xf32>) {
    ^bb0(%in3312: f32, %in3313: f32, %out3314: f32):
      %3315 = arith.mulf %in3312, %in3313 : f32
      linalg.yield %3315 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3316 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3317 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3300, %3311 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3316 : tensor<20x80xf32>) {
    ^bb0(%in3318: f32, %in3319: f32, %out3320: f32):
      %3321 = arith.addf %in3318, %in3319 : f32
      linalg.yield %3321 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3322 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3323 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3324 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<80x20xf32>) outs(%3323 : tensor<80x20xf32>) {
    ^bb0(%in3325: f32, %out3326: f32):
      %3327 = arith.mulf %3322, %in3325 : f32
      linalg.yield %3327 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3328 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3329 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3330 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2116 : tensor<80x20xf32>) outs(%3329 : tensor<80x20xf32>) {
    ^bb0(%in3331: f32, %out3332: f32):
      %3333 = arith.mulf %3328, %in3331 : f32
      linalg.yield %3333 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3334 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3335 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3330, %2116 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3334 : tensor<80x20xf32>) {
    ^bb0(%in3336: f32, %in3337: f32, %out3338: f32):
      %3339 = arith.mulf %in3336, %in3337 : f32
      linalg.yield %3339 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3340 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3341 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3324, %3335 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3340 : tensor<80x20xf32>) {
    ^bb0(%in3342: f32, %in3343: f32, %out3344: f32):
      %3345 = arith.addf %in3342, %in3343 : f32
      linalg.yield %3345 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3346 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3347 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3348 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<20x20xf32>) outs(%3347 : tensor<20x20xf32>) {
    ^bb0(%in3349: f32, %out3350: f32):
      %3351 = arith.mulf %3346, %in3349 : f32
      linalg.yield %3351 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3352 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3353 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3354 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2372 : tensor<20x20xf32>) outs(%3353 : tensor<20x20xf32>) {
    ^bb0(%in3355: f32, %out3356: f32):
      %3357 = arith.mulf %3352, %in3355 : f32
      linalg.yield %3357 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3358 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3359 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3354, %2372 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3358 : tensor<20x20xf32>) {
    ^bb0(%in3360: f32, %in3361: f32, %out3362: f32):
      %3363 = arith.mulf %in3360, %in3361 : f32
      linalg.yield %3363 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3364 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3365 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3348, %3359 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3364 : tensor<20x20xf32>) {
    ^bb0(%in3366: f32, %in3367: f32, %out3368: f32):
      %3369 = arith.addf %in3366, %in3367 : f32
      linalg.yield %3369 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3370 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3371 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<20x60xf32>) outs(%3371 : tensor<20x60xf32>) {
    ^bb0(%in3373: f32, %out3374: f32):
      %3375 = arith.mulf %3370, %in3373 : f32
      linalg.yield %3375 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3376 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3377 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3378 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2511 : tensor<20x60xf32>) outs(%3377 : tensor<20x60xf32>) {
    ^bb0(%in3379: f32, %out3380: f32):
      %3381 = arith.mulf %3376, %in3379 : f32
      linalg.yield %3381 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3382 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3383 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3378, %2511 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3382 : tensor<20x60xf32>) {
    ^bb0(%in3384: f32, %in3385: f32, %out3386: f32):
      %3387 = arith.mulf %in3384, %in3385 : f32
      linalg.yield %3387 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3388 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3389 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3372, %3383 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3388 : tensor<20x60xf32>) {
    ^bb0(%in3390: f32, %in3391: f32, %out3392: f32):
      %3393 = arith.addf %in3390, %in3391 : f32
      linalg.yield %3393 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3394 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3395 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3396 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg59 : tensor<80xf32>) outs(%3395 : tensor<80xf32>) {
    ^bb0(%in3397: f32, %out3398: f32):
      %3399 = arith.mulf %3394, %in3397 : f32
      linalg.yield %3399 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3400 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3401 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3402 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1600 : tensor<80xf32>) outs(%3401 : tensor<80xf32>) {
    ^bb0(%in3403: f32, %out3404: f32):
      %3405 = arith.mulf %3400, %in3403 : f32
      linalg.yield %3405 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3406 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3407 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3402, %1600 : tensor<80xf32>, tensor<80xf32>) outs(%3406 : tensor<80xf32>) {
    ^bb0(%in3408: f32, %in3409: f32, %out3410: f32):
      %3411 = arith.mulf %in3408, %in3409 : f32
      linalg.yield %3411 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3412 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3413 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3396, %3407 : tensor<80xf32>, tensor<80xf32>) outs(%3412 : tensor<80xf32>) {
    ^bb0(%in3414: f32, %in3415: f32, %out3416: f32):
      %3417 = arith.addf %in3414, %in3415 : f32
      linalg.yield %3417 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3418 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3419 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3420 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg60 : tensor<20xf32>) outs(%3419 : tensor<20xf32>) {
    ^bb0(%in3421: f32, %out3422: f32):
      %3423 = arith.mulf %3418, %in3421 : f32
      linalg.yield %3423 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3424 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3425 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3426 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1518 : tensor<20xf32>) outs(%3425 : tensor<20xf32>) {
    ^bb0(%in3427: f32, %out3428: f32):
      %3429 = arith.mulf %3424, %in3427 : f32
      linalg.yield %3429 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3430 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3431 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3426, %1518 : tensor<20xf32>, tensor<20xf32>) outs(%3430 : tensor<20xf32>) {
    ^bb0(%in3432: f32, %in3433: f32, %out3434: f32):
      %3435 = arith.mulf %in3432, %in3433 : f32
      linalg.yield %3435 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3436 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3437 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3420, %3431 : tensor<20xf32>, tensor<20xf32>) outs(%3436 : tensor<20xf32>) {
    ^bb0(%in3438: f32, %in3439: f32, %out3440: f32):
      %3441 = arith.addf %in3438, %in3439 : f32
      linalg.yield %3441 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3442 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3443 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3444 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg61 : tensor<20xf32>) outs(%3443 : tensor<20xf32>) {
    ^bb0(%in3445: f32, %out3446: f32):
      %3447 = arith.mulf %3442, %in3445 : f32
      linalg.yield %3447 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3448 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3449 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3450 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1948 : tensor<20xf32>) outs(%3449 : tensor<20xf32>) {
    ^bb0(%in3451: f32, %out3452: f32):
      %3453 = arith.mulf %3448, %in3451 : f32
      linalg.yield %3453 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3454 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3455 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3450, %1948 : tensor<20xf32>, tensor<20xf32>) outs(%3454 : tensor<20xf32>) {
    ^bb0(%in3456: f32, %in3457: f32, %out3458: f32):
      %3459 = arith.mulf %in3456, %in3457 : f32
      linalg.yield %3459 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3460 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3461 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3444, %3455 : tensor<20xf32>, tensor<20xf32>) outs(%3460 : tensor<20xf32>) {
    ^bb0(%in3462: f32, %in3463: f32, %out3464: f32):
      %3465 = arith.addf %in3462, %in3463 : f32
      linalg.yield %3465 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3466 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3467 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3468 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg62 : tensor<20xf32>) outs(%3467 : tensor<20xf32>) {
    ^bb0(%in3469: f32, %out3470: f32):
      %3471 = arith.mulf %3466, %in3469 : f32
      linalg.yield %3471 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3472 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3473 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3474 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1975 : tensor<20xf32>) outs(%3473 : tensor<20xf32>) {
    ^bb0(%in3475: f32, %out3476: f32):
      %3477 = arith.mulf %3472, %in3475 : f32
      linalg.yield %3477 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3478 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3479 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3474, %1975 : tensor<20xf32>, tensor<20xf32>) outs(%3478 : tensor<20xf32>) {
    ^bb0(%in3480: f32, %in3481: f32, %out3482: f32):
      %3483 = arith.mulf %in3480, %in3481 : f32
      linalg.yield %3483 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3484 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3468, %3479 : tensor<20xf32>, tensor<20xf32>) outs(%3484 : tensor<20xf32>) {
    ^bb0(%in3486: f32, %in3487: f32, %out3488: f32):
      %3489 = arith.addf %in3486, %in3487 : f32
      linalg.yield %3489 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3490 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3491 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3492 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg63 : tensor<20xf32>) outs(%3491 : tensor<20xf32>) {
    ^bb0(%in3493: f32, %out3494: f32):
      %3495 = arith.mulf %3490, %in3493 : f32
      linalg.yield %3495 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3496 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3497 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3498 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1635 : tensor<20xf32>) outs(%3497 : tensor<20xf32>) {
    ^bb0(%in3499: f32, %out3500: f32):
      %3501 = arith.mulf %3496, %in3499 : f32
      linalg.yield %3501 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3502 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3503 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3498, %1635 : tensor<20xf32>, tensor<20xf32>) outs(%3502 : tensor<20xf32>) {
    ^bb0(%in3504: f32, %in3505: f32, %out3506: f32):
      %3507 = arith.mulf %in3504, %in3505 : f32
      linalg.yield %3507 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3508 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3509 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3492, %3503 : tensor<20xf32>, tensor<20xf32>) outs(%3508 : tensor<20xf32>) {
    ^bb0(%in3510: f32, %in3511: f32, %out3512: f32):
      %3513 = arith.addf %in3510, %in3511 : f32
      linalg.yield %3513 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3514 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3515 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3516 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg64 : tensor<20xf32>) outs(%3515 : tensor<20xf32>) {
    ^bb0(%in3517: f32, %out3518: f32):
      %3519 = arith.mulf %3514, %in3517 : f32
      linalg.yield %3519 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3520 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3521 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3522 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1662 : tensor<20xf32>) outs(%3521 : tensor<20xf32>) {
    ^bb0(%in3523: f32, %out3524: f32):
      %3525 = arith.mulf %3520, %in3523 : f32
      linalg.yield %3525 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3526 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3527 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3522, %1662 : tensor<20xf32>, tensor<20xf32>) outs(%3526 : tensor<20xf32>) {
    ^bb0(%in3528: f32, %in3529: f32, %out3530: f32):
      %3531 = arith.mulf %in3528, %in3529 : f32
      linalg.yield %3531 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3532 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3533 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3516, %3527 : tensor<20xf32>, tensor<20xf32>) outs(%3532 : tensor<20xf32>) {
    ^bb0(%in3534: f32, %in3535: f32, %out3536: f32):
      %3537 = arith.addf %in3534, %in3535 : f32
      linalg.yield %3537 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3538 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3539 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3540 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<20x80xf32>) outs(%3539 : tensor<20x80xf32>) {
    ^bb0(%in3541: f32, %out3542: f32):
      %3543 = arith.mulf %3538, %in3541 : f32
      linalg.yield %3543 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3544 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3545 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3546 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1614 : tensor<20x80xf32>) outs(%3545 : tensor<20x80xf32>) {
    ^bb0(%in3547: f32, %out3548: f32):
      %3549 = arith.mulf %3544, %in3547 : f32
      linalg.yield %3549 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3550 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3551 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3546, %1614 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3550 : tensor<20x80xf32>) {
    ^bb0(%in3552: f32, %in3553: f32, %out3554: f32):
      %3555 = arith.mulf %in3552, %in3553 : f32
      linalg.yield %3555 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3556 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3557 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3540, %3551 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3556 : tensor<20x80xf32>) {
    ^bb0(%in3558: f32, %in3559: f32, %out3560: f32):
      %3561 = arith.addf %in3558, %in3559 : f32
      linalg.yield %3561 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3562 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3563 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3564 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<80x20xf32>) outs(%3563 : tensor<80x20xf32>) {
    ^bb0(%in3565: f32, %out3566: f32):
      %3567 = arith.mulf %3562, %in3565 : f32
      linalg.yield %3567 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3568 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3569 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3570 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1532 : tensor<80x20xf32>) outs(%3569 : tensor<80x20xf32>) {
    ^bb0(%in3571: f32, %out3572: f32):
      %3573 = arith.mulf %3568, %in3571 : f32
      linalg.yield %3573 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3574 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3575 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3570, %1532 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3574 : tensor<80x20xf32>) {
    ^bb0(%in3576: f32, %in3577: f32, %out3578: f32):
      %3579 = arith.mulf %in3576, %in3577 : f32
      linalg.yield %3579 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3580 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3581 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3564, %3575 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3580 : tensor<80x20xf32>) {
    ^bb0(%in3582: f32, %in3583: f32, %out3584: f32):
      %3585 = arith.addf %in3582, %in3583 : f32
      linalg.yield %3585 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3586 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3587 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3588 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<20x20xf32>) outs(%3587 : tensor<20x20xf32>) {
    ^bb0(%in3589: f32, %out3590: f32):
      %3591 = arith.mulf %3586, %in3589 : f32
      linalg.yield %3591 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3592 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3593 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3594 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1788 : tensor<20x20xf32>) outs(%3593 : tensor<20x20xf32>) {
    ^bb0(%in3595: f32, %out3596: f32):
      %3597 = arith.mulf %3592, %in3595 : f32
      linalg.yield %3597 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3598 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3599 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3594, %1788 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3598 : tensor<20x20xf32>) {
    ^bb0(%in3600: f32, %in3601: f32, %out3602: f32):
      %3603 = arith.mulf %in3600, %in3601 : f32
      linalg.yield %3603 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3604 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3605 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3588, %3599 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3604 : tensor<20x20xf32>) {
    ^bb0(%in3606: f32, %in3607: f32, %out3608: f32):
      %3609 = arith.addf %in3606, %in3607 : f32
      linalg.yield %3609 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3610 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3611 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3612 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<20x60xf32>) outs(%3611 : tensor<20x60xf32>) {
    ^bb0(%in3613: f32, %out3614: f32):
      %3615 = arith.mulf %3610, %in3613 : f32
      linalg.yield %3615 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3616 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3617 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3618 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1927 : tensor<20x60xf32>) outs(%3617 : tensor<20x60xf32>) {
    ^bb0(%in3619: f32, %out3620: f32):
      %3621 = arith.mulf %3616, %in3619 : f32
      linalg.yield %3621 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3622 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3623 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3618, %1927 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3622 : tensor<20x60xf32>) {
    ^bb0(%in3624: f32, %in3625: f32, %out3626: f32):
      %3627 = arith.mulf %in3624, %in3625 : f32
      linalg.yield %3627 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3628 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3629 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3612, %3623 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3628 : tensor<20x60xf32>) {
    ^bb0(%in3630: f32, %in3631: f32, %out3632: f32):
      %3633 = arith.addf %in3630, %in3631 : f32
      linalg.yield %3633 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3634 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3635 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3636 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg69 : tensor<20xf32>) outs(%3635 : tensor<20xf32>) {
    ^bb0(%in3637: f32, %out3638: f32):
      %3639 = arith.mulf %3634, %in3637 : f32
      linalg.yield %3639 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3640 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3641 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1370 : tensor<20xf32>) outs(%3641 : tensor<20xf32>) {
    ^bb0(%in3643: f32, %out3644: f32):
      %3645 = arith.mulf %3640, %in3643 : f32
      linalg.yield %3645 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3646 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3647 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3642, %1370 : tensor<20xf32>, tensor<20xf32>) outs(%3646 : tensor<20xf32>) {
    ^bb0(%in3648: f32, %in3649: f32, %out3650: f32):
      %3651 = arith.mulf %in3648, %in3649 : f32
      linalg.yield %3651 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3652 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3653 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3636, %3647 : tensor<20xf32>, tensor<20xf32>) outs(%3652 : tensor<20xf32>) {
    ^bb0(%in3654: f32, %in3655: f32, %out3656: f32):
      %3657 = arith.addf %in3654, %in3655 : f32
      linalg.yield %3657 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3658 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3659 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3660 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg70 : tensor<20xf32>) outs(%3659 : tensor<20xf32>) {
    ^bb0(%in3661: f32, %out3662: f32):
      %3663 = arith.mulf %3658, %in3661 : f32
      linalg.yield %3663 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3664 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3665 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3666 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1397 : tensor<20xf32>) outs(%3665 : tensor<20xf32>) {
    ^bb0(%in3667: f32, %out3668: f32):
      %3669 = arith.mulf %3664, %in3667 : f32
      linalg.yield %3669 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3670 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3671 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3666, %1397 : tensor<20xf32>, tensor<20xf32>) outs(%3670 : tensor<20xf32>) {
    ^bb0(%in3672: f32, %in3673: f32, %out3674: f32):
      %3675 = arith.mulf %in3672, %in3673 : f32
      linalg.yield %3675 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3676 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3677 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3660, %3671 : tensor<20xf32>, tensor<20xf32>) outs(%3676 : tensor<20xf32>) {
    ^bb0(%in3678: f32, %in3679: f32, %out3680: f32):
      %3681 = arith.addf %in3678, %in3679 : f32
      linalg.yield %3681 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3682 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3683 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3684 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<8x20xf32>) outs(%3683 : tensor<8x20xf32>) {
    ^bb0(%in3685: f32, %out3686: f32):
      %3687 = arith.mulf %3682, %in3685 : f32
      linalg.yield %3687 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3688 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3689 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2686 : tensor<8x20xf32>) outs(%3689 : tensor<8x20xf32>) {
    ^bb0(%in3691: f32, %out3692: f32):
      %3693 = arith.mulf %3688, %in3691 : f32
      linalg.yield %3693 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3694 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3695 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3690, %2686 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3694 : tensor<8x20xf32>) {
    ^bb0(%in3696: f32, %in3697: f32, %out3698: f32):
      %3699 = arith.mulf %in3696, %in3697 : f32
      linalg.yield %3699 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3700 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":115:35))
    %3701 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3684, %3695 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3700 : tensor<8x20xf32>) {
    ^bb0(%in3702: f32, %in3703: f32, %out3704: f32):
      %3705 = arith.addf %in3702, %in3703 : f32
      linalg.yield %3705 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":115:35))
    %3706 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3707 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3708 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<50x20xf32>) outs(%3707 : tensor<50x20xf32>) {
    ^bb0(%in3709: f32, %out3710: f32):
      %3711 = arith.mulf %3706, %in3709 : f32
      linalg.yield %3711 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3712 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3713 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2711 : tensor<50x20xf32>) outs(%3713 : tensor<50x20xf32>) {
    ^bb0(%in3715: f32, %out3716: f32):
      %3717 = arith.mulf %3712, %in3715 : f32
      linalg.yield %3717 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3718 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3719 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3714, %2711 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3718 : tensor<50x20xf32>) {
    ^bb0(%in3720: f32, %in3721: f32, %out3722: f32):
      %3723 = arith.mulf %in3720, %in3721 : f32
      linalg.yield %3723 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3724 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":115:35))
    %3725 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3708, %3719 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3724 : tensor<50x20xf32>) {
    ^bb0(%in3726: f32, %in3727: f32, %out3728: f32):
      %3729 = arith.addf %in3726, %in3727 : f32
      linalg.yield %3729 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":115:35))
    %3730 = arith.constant 0.8999999761581421 : f32 loc("pow"("examples/gpt.py":116:24))
    %3731 = tensor.empty() : tensor<f32> loc("pow"("examples/gpt.py":116:24))
    %3732 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2718 : tensor<f32>) outs(%3731 : tensor<f32>) {
    ^bb0(%in3733: f32, %out3734: f32):
      %3735 = math.powf %3730, %in3733 : f32
      linalg.yield %3735 : f32
    } -> tensor<f32> loc("pow"("examples/gpt.py":116:24))
    %3736 = arith.constant 1.0 : f32 loc("sub"("examples/gpt.py":116:20))
    %3737 = tensor.empty() : tensor<f32> loc("sub"("examples/gpt.py":116:20))
    %3738 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3732 : tensor<f32>) outs(%3737 : tensor<f32>) {
    ^bb0(%in3739: f32, %out3740: f32):
      %3741 = arith.subf %3736, %in3739 : f32
      linalg.yield %3741 : f32
    } -> tensor<f32> loc("sub"("examples/gpt.py":116:20))
    %3742 = arith.constant 1.0 : f32 loc("div"("examples/gpt.py":116:15))
    %3743 = tensor.empty() : tensor<f32> loc("div"("examples/gpt.py":116:15))
    %3744 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3738 : tensor<f32>) outs(%3743 : tensor<f32>) {
    ^bb0(%in3745: f32, %out3746: f32):
      %3747 = arith.divf %3742, %in3745 : f32
      linalg.yield %3747 : f32
    } -> tensor<f32> loc("div"("examples/gpt.py":116:15))
    %3748 = arith.constant 0.949999988079071 : f32 loc("pow"("examples/gpt.py":117:24))
    %3749 = tensor.empty() : tensor<f32> loc("pow"("examples/gpt.py":117:24))
    %3750 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2718 : tensor<f32>) outs(%3749 : tensor<f32>) {
    ^bb0(%in3751: f32, %out3752: f32):
      %3753 = math.powf %3748, %in3751 : f32
      linalg.yield %3753 : f32
    } -> tensor<f32> loc("pow"("examples/gpt.py":117:24))
    %3754 = arith.constant 1.0 : f32 loc("sub"("examples/gpt.py":117:20))
    %3755 = tensor.empty() : tensor<f32> loc("sub"("examples/gpt.py":117:20))
    %3756 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3750 : tensor<f32>) outs(%3755 : tensor<f32>) {
    ^bb0(%in3757: f32, %out3758: f32):
      %3759 = arith.subf %3754, %in3757 : f32
      linalg.yield %3759 : f32
    } -> tensor<f32> loc("sub"("examples/gpt.py":117:20))
    %3760 = arith.constant 1.0 : f32 loc("div"("examples/gpt.py":117:15))
    %3761 = tensor.empty() : tensor<f32> loc("div"("examples/gpt.py":117:15))
    %3762 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3756 : tensor<f32>) outs(%3761 : tensor<f32>) {
    ^bb0(%in3763: f32, %out3764: f32):
      %3765 = arith.divf %3760, %in3763 : f32
      linalg.yield %3765 : f32
    } -> tensor<f32> loc("div"("examples/gpt.py":117:15))
    %3766 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %3767 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2735, %3744 : tensor<80xf32>, tensor<f32>) outs(%3766 : tensor<80xf32>) {
    ^bb0(%in3768: f32, %in3769: f32, %out3770: f32):
      %3771 = arith.mulf %in3768, %in3769 : f32
      linalg.yield %3771 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %3772 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %3773 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3173, %3762 : tensor<80xf32>, tensor<f32>) outs(%3772 : tensor<80xf32>) {
    ^bb0(%in3774: f32, %in3775: f32, %out3776: f32):
      %3777 = arith.mulf %in3774, %in3775 : f32
      linalg.yield %3777 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %3778 = tensor.empty() : tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3779 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3773 : tensor<80xf32>) outs(%3778 : tensor<80xf32>) {
    ^bb0(%in3780: f32, %out3781: f32):
      %3782 = math.sqrt %in3780 : f32
      linalg.yield %3782 : f32
    } -> tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3783 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3784 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %3785 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3779 : tensor<80xf32>) outs(%3784 : tensor<80xf32>) {
    ^bb0(%in3786: f32, %out3787: f32):
      %3788 = arith.addf %in3786, %3783 : f32
      linalg.yield %3788 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %3789 = tensor.empty() : tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %3790 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3767, %3785 : tensor<80xf32>, tensor<80xf32>) outs(%3789 : tensor<80xf32>) {
    ^bb0(%in3791: f32, %in3792: f32, %out3793: f32):
      %3794 = arith.divf %in3791, %in3792 : f32
      linalg.yield %3794 : f32
    } -> tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %3795 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3796 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %3797 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<80xf32>) outs(%3796 : tensor<80xf32>) {
    ^bb0(%in3798: f32, %out3799: f32):
      %3800 = arith.mulf %3795, %in3798 : f32
      linalg.yield %3800 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %3801 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %3802 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3790, %3797 : tensor<80xf32>, tensor<80xf32>) outs(%3801 : tensor<80xf32>) {
    ^bb0(%in3803: f32, %in3804: f32, %out3805: f32):
      %3806 = arith.addf %in3803, %in3804 : f32
      linalg.yield %3806 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %3807 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3808 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %3809 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3802 : tensor<80xf32>) outs(%3808 : tensor<80xf32>) {
    ^bb0(%in3810: f32, %out3811: f32):
      %3812 = arith.mulf %3807, %in3810 : f32
      linalg.yield %3812 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %3813 = tensor.empty() : tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %3814 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %3809 : tensor<80xf32>, tensor<80xf32>) outs(%3813 : tensor<80xf32>) {
    ^bb0(%in3815: f32, %in3816: f32, %out3817: f32):
      %3818 = arith.subf %in3815, %in3816 : f32
      linalg.yield %3818 : f32
    } -> tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %3819 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3820 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2753, %3744 : tensor<20xf32>, tensor<f32>) outs(%3819 : tensor<20xf32>) {
    ^bb0(%in3821: f32, %in3822: f32, %out3823: f32):
      %3824 = arith.mulf %in3821, %in3822 : f32
      linalg.yield %3824 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3825 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3826 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3197, %3762 : tensor<20xf32>, tensor<f32>) outs(%3825 : tensor<20xf32>) {
    ^bb0(%in3827: f32, %in3828: f32, %out3829: f32):
      %3830 = arith.mulf %in3827, %in3828 : f32
      linalg.yield %3830 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3831 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3832 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3826 : tensor<20xf32>) outs(%3831 : tensor<20xf32>) {
    ^bb0(%in3833: f32, %out3834: f32):
      %3835 = math.sqrt %in3833 : f32
      linalg.yield %3835 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3836 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3837 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3832 : tensor<20xf32>) outs(%3837 : tensor<20xf32>) {
    ^bb0(%in3839: f32, %out3840: f32):
      %3841 = arith.addf %in3839, %3836 : f32
      linalg.yield %3841 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3842 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3843 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3820, %3838 : tensor<20xf32>, tensor<20xf32>) outs(%3842 : tensor<20xf32>) {
    ^bb0(%in3844: f32, %in3845: f32, %out3846: f32):
      %3847 = arith.divf %in3844, %in3845 : f32
      linalg.yield %3847 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3848 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3849 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3850 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<20xf32>) outs(%3849 : tensor<20xf32>) {
    ^bb0(%in3851: f32, %out3852: f32):
      %3853 = arith.mulf %3848, %in3851 : f32
      linalg.yield %3853 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3854 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3855 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3843, %3850 : tensor<20xf32>, tensor<20xf32>) outs(%3854 : tensor<20xf32>) {
    ^bb0(%in3856: f32, %in3857: f32, %out3858: f32):
      %3859 = arith.addf %in3856, %in3857 : f32
      linalg.yield %3859 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3860 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3861 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3862 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3855 : tensor<20xf32>) outs(%3861 : tensor<20xf32>) {
    ^bb0(%in3863: f32, %out3864: f32):
      %3865 = arith.mulf %3860, %in3863 : f32
      linalg.yield %3865 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3866 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3867 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %3862 : tensor<20xf32>, tensor<20xf32>) outs(%3866 : tensor<20xf32>) {
    ^bb0(%in3868: f32, %in3869: f32, %out3870: f32):
      %3871 = arith.subf %in3868, %in3869 : f32
      linalg.yield %3871 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3872 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3873 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2771, %3744 : tensor<20xf32>, tensor<f32>) outs(%3872 : tensor<20xf32>) {
    ^bb0(%in3874: f32, %in3875: f32, %out3876: f32):
      %3877 = arith.mulf %in3874, %in3875 : f32
      linalg.yield %3877 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3878 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3879 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3221, %3762 : tensor<20xf32>, tensor<f32>) outs(%3878 : tensor<20xf32>) {
    ^bb0(%in3880: f32, %in3881: f32, %out3882: f32):
      %3883 = arith.mulf %in3880, %in3881 : f32
      linalg.yield %3883 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3884 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3885 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3879 : tensor<20xf32>) outs(%3884 : tensor<20xf32>) {
    ^bb0(%in3886: f32, %out3887: f32):
      %3888 = math.sqrt %in3886 : f32
      linalg.yield %3888 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3889 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3890 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3891 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3885 : tensor<20xf32>) outs(%3890 : tensor<20xf32>) {
    ^bb0(%in3892: f32, %out3893: f32):
      %3894 = arith.addf %in3892, %3889 : f32
      linalg.yield %3894 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3895 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3896 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3873, %3891 : tensor<20xf32>, tensor<20xf32>) outs(%3895 : tensor<20xf32>) {
    ^bb0(%in3897: f32, %in3898: f32, %out3899: f32):
      %3900 = arith.divf %in3897, %in3898 : f32
      linalg.yield %3900 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3901 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3902 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3903 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<20xf32>) outs(%3902 : tensor<20xf32>) {
    ^bb0(%in3904: f32, %out3905: f32):
      %3906 = arith.mulf %3901, %in3904 : f32
      linalg.yield %3906 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3907 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3908 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3896, %3903 : tensor<20xf32>, tensor<20xf32>) outs(%3907 : tensor<20xf32>) {
    ^bb0(%in3909: f32, %in3910: f32, %out3911: f32):
      %3912 = arith.addf %in3909, %in3910 : f32
      linalg.yield %3912 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3913 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3914 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3915 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3908 : tensor<20xf32>) outs(%3914 : tensor<20xf32>) {
    ^bb0(%in3916: f32, %out3917: f32):
      %3918 = arith.mulf %3913, %in3916 : f32
      linalg.yield %3918 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3919 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3920 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2, %3915 : tensor<20xf32>, tensor<20xf32>) outs(%3919 : tensor<20xf32>) {
    ^bb0(%in3921: f32, %in3922: f32, %out3923: f32):
      %3924 = arith.subf %in3921, %in3922 : f32
      linalg.yield %3924 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3925 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3926 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2789, %3744 : tensor<20xf32>, tensor<f32>) outs(%3925 : tensor<20xf32>) {
    ^bb0(%in3927: f32, %in3928: f32, %out3929: f32):
      %3930 = arith.mulf %in3927, %in3928 : f32
      linalg.yield %3930 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3931 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3932 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3245, %3762 : tensor<20xf32>, tensor<f32>) outs(%3931 : tensor<20xf32>) {
    ^bb0(%in3933: f32, %in3934: f32, %out3935: f32):
      %3936 = arith.mulf %in3933, %in3934 : f32
      linalg.yield %3936 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3937 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3938 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3932 : tensor<20xf32>) outs(%3937 : tensor<20xf32>) {
    ^bb0(%in3939: f32, %out3940: f32):
      %3941 = math.sqrt %in3939 : f32
      linalg.yield %3941 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3942 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3943 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3944 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3938 : tensor<20xf32>) outs(%3943 : tensor<20xf32>) {
    ^bb0(%in3945: f32, %out3946: f32):
      %3947 = arith.addf %in3945, %3942 : f32
      linalg.yield %3947 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3948 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3949 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3926, %3944 : tensor<20xf32>, tensor<20xf32>) outs(%3948 : tensor<20xf32>) {
    ^bb0(%in3950: f32, %in3951: f32, %out3952: f32):
      %3953 = arith.divf %in3950, %in3951 : f32
      linalg.yield %3953 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3954 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3955 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3956 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<20xf32>) outs(%3955 : tensor<20xf32>) {
    ^bb0(%in3957: f32, %out3958: f32):
      %3959 = arith.mulf %3954, %in3957 : f32
      linalg.yield %3959 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3960 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3961 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3949, %3956 : tensor<20xf32>, tensor<20xf32>) outs(%3960 : tensor<20xf32>) {
    ^bb0(%in3962: f32, %in3963: f32, %out3964: f32):
      %3965 = arith.addf %in3962, %in3963 : f32
      linalg.yield %3965 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3966 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3967 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3968 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3961 : tensor<20xf32>) outs(%3967 : tensor<20xf32>) {
    ^bb0(%in3969: f32, %out3970: f32):
      %3971 = arith.mulf %3966, %in3969 : f32
      linalg.yield %3971 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3972 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3973 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3, %3968 : tensor<20xf32>, tensor<20xf32>) outs(%3972 : tensor<20xf32>) {
    ^bb0(%in3974: f32, %in3975: f32, %out3976: f32):
      %3977 = arith.subf %in3974, %in3975 : f32
      linalg.yield %3977 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3978 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3979 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2807, %3744 : tensor<20xf32>, tensor<f32>) outs(%3978 : tensor<20xf32>) {
    ^bb0(%in3980: f32, %in3981: f32, %out3982: f32):
      %3983 = arith.mulf %in3980, %in3981 : f32
      linalg.yield %3983 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3984 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3985 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3269, %3762 : tensor<20xf32>, tensor<f32>) outs(%3984 : tensor<20xf32>) {
    ^bb0(%in3986: f32, %in3987: f32, %out3988: f32):
      %3989 = arith.mulf %in3986, %in3987 : f32
      linalg.yield %3989 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3990 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3991 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3985 : tensor<20xf32>) outs(%3990 : tensor<20xf32>) {
    ^bb0(%in3992: f32, %out3993: f32):
      %3994 = math.sqrt %in3992 : f32
      linalg.yield %3994 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3995 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3996 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3997 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3991 : tensor<20xf32>) outs(%3996 : tensor<20xf32>) {
    ^bb0(%in3998: f32, %out3999: f32):
      %4000 = arith.addf %in3998, %3995 : f32
      linalg.yield %4000 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4001 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4002 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3979, %3997 : tensor<20xf32>, tensor<20xf32>) outs(%4001 : tensor<20xf32>) {
    ^bb0(%in4003: f32, %in4004: f32, %out4005: f32):
      %4006 = arith.divf %in4003, %in4004 : f32
      linalg.yield %4006 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4007 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4008 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4009 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<20xf32>) outs(%4008 : tensor<20xf32>) {
    ^bb0(%in4010: f32, %out4011: f32):
      %4012 = arith.mulf %4007, %in4010 : f32
      linalg.yield %4012 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4013 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4014 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4002, %4009 : tensor<20xf32>, tensor<20xf32>) outs(%4013 : tensor<20xf32>) {
    ^bb0(%in4015: f32, %in4016: f32, %out4017: f32):
      %4018 = arith.addf %in4015, %in4016 : f32
      linalg.yield %4018 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4019 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4020 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4021 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4014 : tensor<20xf32>) outs(%4020 : tensor<20xf32>) {
    ^bb0(%in4022: f32, %out4023: f32):
      %4024 = arith.mulf %4019, %in4022 : f32
      linalg.yield %4024 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4025 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4026 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4, %4021 : tensor<20xf32>, tensor<20xf32>) outs(%4025 : tensor<20xf32>) {
    ^bb0(%in4027: f32, %in4028: f32, %out4029: f32):
      %4030 = arith.subf %in4027, %in4028 : f32
      linalg.yield %4030 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4031 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4032 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2825, %3744 : tensor<20xf32>, tensor<f32>) outs(%4031 : tensor<20xf32>) {
    ^bb0(%in4033: f32, %in4034: f32, %out4035: f32):
      %4036 = arith.mulf %in4033, %in4034 : f32
      linalg.yield %4036 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4037 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4038 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3293, %3762 : tensor<20xf32>, tensor<f32>) outs(%4037 : tensor<20xf32>) {
    ^bb0(%in4039: f32, %in4040: f32, %out4041: f32):
      %4042 = arith.mulf %in4039, %in4040 : f32
      linalg.yield %4042 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4043 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4044 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4038 : tensor<20xf32>) outs(%4043 : tensor<20xf32>) {
    ^bb0(%in4045: f32, %out4046: f32):
      %4047 = math.sqrt %in4045 : f32
      linalg.yield %4047 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4048 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4049 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4050 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4044 : tensor<20xf32>) outs(%4049 : tensor<20xf32>) {
    ^bb0(%in4051: f32, %out4052: f32):
      %4053 = arith.addf %in4051, %4048 : f32
      linalg.yield %4053 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4054 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4055 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4032, %4050 : tensor<20xf32>, tensor<20xf32>) outs(%4054 : tensor<20xf32>) {
    ^bb0(%in4056: f32, %in4057: f32, %out4058: f32):
      %4059 = arith.divf %in4056, %in4057 : f32
      linalg.yield %4059 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4060 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4061 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4062 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5 : tensor<20xf32>) outs(%4061 : tensor<20xf32>) {
    ^bb0(%in4063: f32, %out4064: f32):
      %4065 = arith.mulf %4060, %in4063 : f32
      linalg.yield %4065 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4066 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4067 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4055, %4062 : tensor<20xf32>, tensor<20xf32>) outs(%4066 : tensor<20xf32>) {
    ^bb0(%in4068: f32, %in4069: f32, %out4070: f32):
      %4071 = arith.addf %in4068, %in4069 : f32
      linalg.yield %4071 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4072 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4073 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4074 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4067 : tensor<20xf32>) outs(%4073 : tensor<20xf32>) {
    ^bb0(%in4075: f32, %out4076: f32):
      %4077 = arith.mulf %4072, %in4075 : f32
      linalg.yield %4077 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4078 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4079 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5, %4074 : tensor<20xf32>, tensor<20xf32>) outs(%4078 : tensor<20xf32>) {
    ^bb0(%in4080: f32, %in4081: f32, %out4082: f32):
      %4083 = arith.subf %in4080, %in4081 : f32
      linalg.yield %4083 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4084 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4085 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2843, %3744 : tensor<20x80xf32>, tensor<f32>) outs(%4084 : tensor<20x80xf32>) {
    ^bb0(%in4086: f32, %in4087: f32, %out4088: f32):
      %4089 = arith.mulf %in4086, %in4087 : f32
      linalg.yield %4089 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4090 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4091 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3317, %3762 : tensor<20x80xf32>, tensor<f32>) outs(%4090 : tensor<20x80xf32>) {
    ^bb0(%in4092: f32, %in4093: f32, %out4094: f32):
      %4095 = arith.mulf %in4092, %in4093 : f32
      linalg.yield %4095 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4096 = tensor.empty() : tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4097 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4091 : tensor<20x80xf32>) outs(%4096 : tensor<20x80xf32>) {
    ^bb0(%in4098: f32, %out4099: f32):
      %4100 = math.sqrt %in4098 : f32
      linalg.yield %4100 : f32
    } -> tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4101 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4102 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4103 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4097 : tensor<20x80xf32>) outs(%4102 : tensor<20x80xf32>) {
    ^bb0(%in4104: f32, %out4105: f32):
      %4106 = arith.addf %in4104, %4101 : f32
      linalg.yield %4106 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4107 = tensor.empty() : tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4108 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4085, %4103 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4107 : tensor<20x80xf32>) {
    ^bb0(%in4109: f32, %in4110: f32, %out4111: f32):
      %4112 = arith.divf %in4109, %in4110 : f32
      linalg.yield %4112 : f32
    } -> tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4113 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4114 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4115 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<20x80xf32>) outs(%4114 : tensor<20x80xf32>) {
    ^bb0(%in4116: f32, %out4117: f32):
      %4118 = arith.mulf %4113, %in4116 : f32
      linalg.yield %4118 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4119 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4120 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4108, %4115 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4119 : tensor<20x80xf32>) {
    ^bb0(%in4121: f32, %in4122: f32, %out4123: f32):
      %4124 = arith.addf %in4121, %in4122 : f32
      linalg.yield %4124 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4125 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4126 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4120 : tensor<20x80xf32>) outs(%4126 : tensor<20x80xf32>) {
    ^bb0(%in4128: f32, %out4129: f32):
      %4130 = arith.mulf %4125, %in4128 : f32
      linalg.yield %4130 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4131 = tensor.empty() : tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4132 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %4127 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4131 : tensor<20x80xf32>) {
    ^bb0(%in4133: f32, %in4134: f32, %out4135: f32):
      %4136 = arith.subf %in4133, %in4134 : f32
      linalg.yield %4136 : f32
    } -> tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4137 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4138 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2861, %3744 : tensor<80x20xf32>, tensor<f32>) outs(%4137 : tensor<80x20xf32>) {
    ^bb0(%in4139: f32, %in4140: f32, %out4141: f32):
      %4142 = arith.mulf %in4139, %in4140 : f32
      linalg.yield %4142 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4143 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3341, %3762 : tensor<80x20xf32>, tensor<f32>) outs(%4143 : tensor<80x20xf32>) {
    ^bb0(%in4145: f32, %in4146: f32, %out4147: f32):
      %4148 = arith.mulf %in4145, %in4146 : f32
      linalg.yield %4148 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4149 = tensor.empty() : tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4144 : tensor<80x20xf32>) outs(%4149 : tensor<80x20xf32>) {
    ^bb0(%in4151: f32, %out4152: f32):
      %4153 = math.sqrt %in4151 : f32
      linalg.yield %4153 : f32
    } -> tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4154 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4155 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4156 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4150 : tensor<80x20xf32>) outs(%4155 : tensor<80x20xf32>) {
    ^bb0(%in4157: f32, %out4158: f32):
      %4159 = arith.addf %in4157, %4154 : f32
      linalg.yield %4159 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4160 = tensor.empty() : tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4138, %4156 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4160 : tensor<80x20xf32>) {
    ^bb0(%in4162: f32, %in4163: f32, %out4164: f32):
      %4165 = arith.divf %in4162, %in4163 : f32
      linalg.yield %4165 : f32
    } -> tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4166 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4167 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<80x20xf32>) outs(%4167 : tensor<80x20xf32>) {
    ^bb0(%in4169: f32, %out4170: f32):
      %4171 = arith.mulf %4166, %in4169 : f32
      linalg.yield %4171 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4172 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4173 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4161, %4168 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4172 : tensor<80x20xf32>) {
    ^bb0(%in4174: f32, %in4175: f32, %out4176: f32):
      %4177 = arith.addf %in4174, %in4175 : f32
      linalg.yield %4177 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4178 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4179 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4180 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4173 : tensor<80x20xf32>) outs(%4179 : tensor<80x20xf32>) {
    ^bb0(%in4181: f32, %out4182: f32):
      %4183 = arith.mulf %4178, %in4181 : f32
      linalg.yield %4183 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4184 = tensor.empty() : tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4185 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %4180 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4184 : tensor<80x20xf32>) {
    ^bb0(%in4186: f32, %in4187: f32, %out4188: f32):
      %4189 = arith.subf %in4186, %in4187 : f32
      linalg.yield %4189 : f32
    } -> tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4190 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4191 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2879, %3744 : tensor<20x20xf32>, tensor<f32>) outs(%4190 : tensor<20x20xf32>) {
    ^bb0(%in4192: f32, %in4193: f32, %out4194: f32):
      %4195 = arith.mulf %in4192, %in4193 : f32
      linalg.yield %4195 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4196 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4197 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3365, %3762 : tensor<20x20xf32>, tensor<f32>) outs(%4196 : tensor<20x20xf32>) {
    ^bb0(%in4198: f32, %in4199: f32, %out4200: f32):
      %4201 = arith.mulf %in4198, %in4199 : f32
      linalg.yield %4201 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4202 = tensor.empty() : tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4203 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4197 : tensor<20x20xf32>) outs(%4202 : tensor<20x20xf32>) {
    ^bb0(%in4204: f32, %out4205: f32):
      %4206 = math.sqrt %in4204 : f32
      linalg.yield %4206 : f32
    } -> tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4207 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4208 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4209 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4203 : tensor<20x20xf32>) outs(%4208 : tensor<20x20xf32>) {
    ^bb0(%in4210: f32, %out4211: f32):
      %4212 = arith.addf %in4210, %4207 : f32
      linalg.yield %4212 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4213 = tensor.empty() : tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4214 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4191, %4209 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4213 : tensor<20x20xf32>) {
    ^bb0(%in4215: f32, %in4216: f32, %out4217: f32):
      %4218 = arith.divf %in4215, %in4216 : f32
      linalg.yield %4218 : f32
    } -> tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4219 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4220 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4221 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<20x20xf32>) outs(%4220 : tensor<20x20xf32>) {
    ^bb0(%in4222: f32, %out4223: f32):
      %4224 = arith.mulf %4219, %in4222 : f32
      linalg.yield %4224 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4225 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4226 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4214, %4221 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4225 : tensor<20x20xf32>) {
    ^bb0(%in4227: f32, %in4228: f32, %out4229: f32):
      %4230 = arith.addf %in4227, %in4228 : f32
      linalg.yield %4230 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4231 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4232 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4233 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4226 : tensor<20x20xf32>) outs(%4232 : tensor<20x20xf32>) {
    ^bb0(%in4234: f32, %out4235: f32):
      %4236 = arith.mulf %4231, %in4234 : f32
      linalg.yield %4236 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4237 = tensor.empty() : tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %4233 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4237 : tensor<20x20xf32>) {
    ^bb0(%in4239: f32, %in4240: f32, %out4241: f32):
      %4242 = arith.subf %in4239, %in4240 : f32
      linalg.yield %4242 : f32
    } -> tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4243 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4244 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2897, %3744 : tensor<20x60xf32>, tensor<f32>) outs(%4243 : tensor<20x60xf32>) {
    ^bb0(%in4245: f32, %in4246: f32, %out4247: f32):
      %4248 = arith.mulf %in4245, %in4246 : f32
      linalg.yield %4248 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4249 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3389, %3762 : tensor<20x60xf32>, tensor<f32>) outs(%4249 : tensor<20x60xf32>) {
    ^bb0(%in4251: f32, %in4252: f32, %out4253: f32):
      %4254 = arith.mulf %in4251, %in4252 : f32
      linalg.yield %4254 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4255 = tensor.empty() : tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4256 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4250 : tensor<20x60xf32>) outs(%4255 : tensor<20x60xf32>) {
    ^bb0(%in4257: f32, %out4258: f32):
      %4259 = math.sqrt %in4257 : f32
      linalg.yield %4259 : f32
    } -> tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4260 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4261 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4262 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4256 : tensor<20x60xf32>) outs(%4261 : tensor<20x60xf32>) {
    ^bb0(%in4263: f32, %out4264: f32):
      %4265 = arith.addf %in4263, %4260 : f32
      linalg.yield %4265 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4266 = tensor.empty() : tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4267 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4244, %4262 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4266 : tensor<20x60xf32>) {
    ^bb0(%in4268: f32, %in4269: f32, %out4270: f32):
      %4271 = arith.divf %in4268, %in4269 : f32
      linalg.yield %4271 : f32
    } -> tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4272 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4273 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4274 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<20x60xf32>) outs(%4273 : tensor<20x60xf32>) {
    ^bb0(%in4275: f32, %out4276: f32):
      %4277 = arith.mulf %4272, %in4275 : f32
      linalg.yield %4277 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4278 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4279 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4267, %4274 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4278 : tensor<20x60xf32>) {
    ^bb0(%in4280: f32, %in4281: f32, %out4282: f32):
      %4283 = arith.addf %in4280, %in4281 : f32
      linalg.yield %4283 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4284 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4285 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4286 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4279 : tensor<20x60xf32>) outs(%4285 : tensor<20x60xf32>) {
    ^bb0(%in4287: f32, %out4288: f32):
      %4289 = arith.mulf %4284, %in4287 : f32
      linalg.yield %4289 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4290 = tensor.empty() : tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9, %4286 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4290 : tensor<20x60xf32>) {
    ^bb0(%in4292: f32, %in4293: f32, %out4294: f32):
      %4295 = arith.subf %in4292, %in4293 : f32
      linalg.yield %4295 : f32
    } -> tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4296 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %4297 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2915, %3744 : tensor<80xf32>, tensor<f32>) outs(%4296 : tensor<80xf32>) {
    ^bb0(%in4298: f32, %in4299: f32, %out4300: f32):
      %4301 = arith.mulf %in4298, %in4299 : f32
      linalg.yield %4301 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %4302 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %4303 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3413, %3762 : tensor<80xf32>, tensor<f32>) outs(%4302 : tensor<80xf32>) {
    ^bb0(%in4304: f32, %in4305: f32, %out4306: f32):
      %4307 = arith.mulf %in4304, %in4305 : f32
      linalg.yield %4307 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %4308 = tensor.empty() : tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4309 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4303 : tensor<80xf32>) outs(%4308 : tensor<80xf32>) {
    ^bb0(%in4310: f32, %out4311: f32):
      %4312 = math.sqrt %in4310 : f32
      linalg.yield %4312 : f32
    } -> tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4313 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4314 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %4315 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4309 : tensor<80xf32>) outs(%4314 : tensor<80xf32>) {
    ^bb0(%in4316: f32, %out4317: f32):
      %4318 = arith.addf %in4316, %4313 : f32
      linalg.yield %4318 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %4319 = tensor.empty() : tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %4320 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4297, %4315 : tensor<80xf32>, tensor<80xf32>) outs(%4319 : tensor<80xf32>) {
    ^bb0(%in4321: f32, %in4322: f32, %out4323: f32):
      %4324 = arith.divf %in4321, %in4322 : f32
      linalg.yield %4324 : f32
    } -> tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %4325 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4326 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %4327 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10 : tensor<80xf32>) outs(%4326 : tensor<80xf32>) {
    ^bb0(%in4328: f32, %out4329: f32):
      %4330 = arith.mulf %4325, %in4328 : f32
      linalg.yield %4330 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %4331 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %4332 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4320, %4327 : tensor<80xf32>, tensor<80xf32>) outs(%4331 : tensor<80xf32>) {
    ^bb0(%in4333: f32, %in4334: f32, %out4335: f32):
      %4336 = arith.addf %in4333, %in4334 : f32
      linalg.yield %4336 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %4337 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4338 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %4339 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4332 : tensor<80xf32>) outs(%4338 : tensor<80xf32>) {
    ^bb0(%in4340: f32, %out4341: f32):
      %4342 = arith.mulf %4337, %in4340 : f32
      linalg.yield %4342 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %4343 = tensor.empty() : tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %4344 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10, %4339 : tensor<80xf32>, tensor<80xf32>) outs(%4343 : tensor<80xf32>) {
    ^bb0(%in4345: f32, %in4346: f32, %out4347: f32):
      %4348 = arith.subf %in4345, %in4346 : f32
      linalg.yield %4348 : f32
    } -> tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %4349 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4350 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2933, %3744 : tensor<20xf32>, tensor<f32>) outs(%4349 : tensor<20xf32>) {
    ^bb0(%in4351: f32, %in4352: f32, %out4353: f32):
      %4354 = arith.mulf %in4351, %in4352 : f32
      linalg.yield %4354 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4355 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4356 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3437, %3762 : tensor<20xf32>, tensor<f32>) outs(%4355 : tensor<20xf32>) {
    ^bb0(%in4357: f32, %in4358: f32, %out4359: f32):
      %4360 = arith.mulf %in4357, %in4358 : f32
      linalg.yield %4360 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4361 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4362 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4356 : tensor<20xf32>) outs(%4361 : tensor<20xf32>) {
    ^bb0(%in4363: f32, %out4364: f32):
      %4365 = math.sqrt %in4363 : f32
      linalg.yield %4365 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4366 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4367 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4368 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4362 : tensor<20xf32>) outs(%4367 : tensor<20xf32>) {
    ^bb0(%in4369: f32, %out4370: f32):
      %4371 = arith.addf %in4369, %4366 : f32
      linalg.yield %4371 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4372 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4373 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4350, %4368 : tensor<20xf32>, tensor<20xf32>) outs(%4372 : tensor<20xf32>) {
    ^bb0(%in4374: f32, %in4375: f32, %out4376: f32):
      %4377 = arith.divf %in4374, %in4375 : f32
      linalg.yield %4377 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4378 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4379 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4380 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg11 : tensor<20xf32>) outs(%4379 : tensor<20xf32>) {
    ^bb0(%in4381: f32, %out4382: f32):
      %4383 = arith.mulf %4378, %in4381 : f32
      linalg.yield %4383 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4384 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4385 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4373, %4380 : tensor<20xf32>, tensor<20xf32>) outs(%4384 : tensor<20xf32>) {
    ^bb0(%in4386: f32, %in4387: f32, %out4388: f32):
      %4389 = arith.addf %in4386, %in4387 : f32
      linalg.yield %4389 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4390 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4391 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4392 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4385 : tensor<20xf32>) outs(%4391 : tensor<20xf32>) {
    ^bb0(%in4393: f32, %out4394: f32):
      %4395 = arith.mulf %4390, %in4393 : f32
      linalg.yield %4395 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4396 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4397 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg11, %4392 : tensor<20xf32>, tensor<20xf32>) outs(%4396 : tensor<20xf32>) {
    ^bb0(%in4398: f32, %in4399: f32, %out4400: f32):
      %4401 = arith.subf %in4398, %in4399 : f32
      linalg.yield %4401 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4402 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4403 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2951, %3744 : tensor<20xf32>, tensor<f32>) outs(%4402 : tensor<20xf32>) {
    ^bb0(%in4404: f32, %in4405: f32, %out4406: f32):
      %4407 = arith.mulf %in4404, %in4405 : f32
      linalg.yield %4407 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4408 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4409 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3461, %3762 : tensor<20xf32>, tensor<f32>) outs(%4408 : tensor<20xf32>) {
    ^bb0(%in4410: f32, %in4411: f32, %out4412: f32):
      %4413 = arith.mulf %in4410, %in4411 : f32
      linalg.yield %4413 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4414 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4415 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4409 : tensor<20xf32>) outs(%4414 : tensor<20xf32>) {
    ^bb0(%in4416: f32, %out4417: f32):
      %4418 = math.sqrt %in4416 : f32
      linalg.yield %4418 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4419 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4420 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4421 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4415 : tensor<20xf32>) outs(%4420 : tensor<20xf32>) {
    ^bb0(%in4422: f32, %out4423: f32):
      %4424 = arith.addf %in4422, %4419 : f32
      linalg.yield %4424 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4425 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4426 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4403, %4421 : tensor<20xf32>, tensor<20xf32>) outs(%4425 : tensor<20xf32>) {
    ^bb0(%in4427: f32, %in4428: f32, %out4429: f32):
      %4430 = arith.divf %in4427, %in4428 : f32
      linalg.yield %4430 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4431 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4432 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4433 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg12 : tensor<20xf32>) outs(%4432 : tensor<20xf32>) {
    ^bb0(%in4434: f32, %out4435: f32):
      %4436 = arith.mulf %4431, %in4434 : f32
      linalg.yield %4436 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4437 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4438 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4426, %4433 : tensor<20xf32>, tensor<20xf32>) outs(%4437 : tensor<20xf32>) {
    ^bb0(%in4439: f32, %in4440: f32, %out4441: f32):
      %4442 = arith.addf %in4439, %in4440 : f32
      linalg.yield %4442 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4443 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4444 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4445 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4438 : tensor<20xf32>) outs(%4444 : tensor<20xf32>) {
    ^bb0(%in4446: f32, %out4447: f32):
      %4448 = arith.mulf %4443, %in4446 : f32
      linalg.yield %4448 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4449 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4450 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg12, %4445 : tensor<20xf32>, tensor<20xf32>) outs(%4449 : tensor<20xf32>) {
    ^bb0(%in4451: f32, %in4452: f32, %out4453: f32):
      %4454 = arith.subf %in4451, %in4452 : f32
      linalg.yield %4454 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4455 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4456 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2969, %3744 : tensor<20xf32>, tensor<f32>) outs(%4455 : tensor<20xf32>) {
    ^bb0(%in4457: f32, %in4458: f32, %out4459: f32):
      %4460 = arith.mulf %in4457, %in4458 : f32
      linalg.yield %4460 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4461 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4462 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3485, %3762 : tensor<20xf32>, tensor<f32>) outs(%4461 : tensor<20xf32>) {
    ^bb0(%in4463: f32, %in4464: f32, %out4465: f32):
      %4466 = arith.mulf %in4463, %in4464 : f32
      linalg.yield %4466 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4467 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4468 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4462 : tensor<20xf32>) outs(%4467 : tensor<20xf32>) {
    ^bb0(%in4469: f32, %out4470: f32):
      %4471 = math.sqrt %in4469 : f32
      linalg.yield %4471 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4472 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4473 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4474 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4468 : tensor<20xf32>) outs(%4473 : tensor<20xf32>) {
    ^bb0(%in4475: f32, %out4476: f32):
      %4477 = arith.addf %in4475, %4472 : f32
      linalg.yield %4477 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4478 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4479 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4456, %4474 : tensor<20xf32>, tensor<20xf32>) outs(%4478 : tensor<20xf32>) {
    ^bb0(%in4480: f32, %in4481: f32, %out4482: f32):
      %4483 = arith.divf %in4480, %in4481 : f32
      linalg.yield %4483 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4484 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4485 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4486 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg13 : tensor<20xf32>) outs(%4485 : tensor<20xf32>) {
    ^bb0(%in4487: f32, %out4488: f32):
      %4489 = arith.mulf %4484, %in4487 : f32
      linalg.yield %4489 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4490 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4491 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4479, %4486 : tensor<20xf32>, tensor<20xf32>) outs(%4490 : tensor<20xf32>) {
    ^bb0(%in4492: f32, %in4493: f32, %out4494: f32):
      %4495 = arith.addf %in4492, %in4493 : f32
      linalg.yield %4495 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4496 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4497 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4498 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4491 : tensor<20xf32>) outs(%4497 : tensor<20xf32>) {
    ^bb0(%in4499: f32, %out4500: f32):
      %4501 = arith.mulf %4496, %in4499 : f32
      linalg.yield %4501 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4502 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4503 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg13, %4498 : tensor<20xf32>, tensor<20xf32>) outs(%4502 : tensor<20xf32>) {
    ^bb0(%in4504: f32, %in4505: f32, %out4506: f32):
      %4507 = arith.subf %in4504, %in4505 : f32
      linalg.yield %4507 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4508 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4509 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2987, %3744 : tensor<20xf32>, tensor<f32>) outs(%4508 : tensor<20xf32>) {
    ^bb0(%in4510: f32, %in4511: f32, %out4512: f32):
      %4513 = arith.mulf %in4510, %in4511 : f32
      linalg.yield %4513 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4514 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4515 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3509, %3762 : tensor<20xf32>, tensor<f32>) outs(%4514 : tensor<20xf32>) {
    ^bb0(%in4516: f32, %in4517: f32, %out4518: f32):
      %4519 = arith.mulf %in4516, %in4517 : f32
      linalg.yield %4519 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4520 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4521 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4515 : tensor<20xf32>) outs(%4520 : tensor<20xf32>) {
    ^bb0(%in4522: f32, %out4523: f32):
      %4524 = math.sqrt %in4522 : f32
      linalg.yield %4524 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4525 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4526 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4527 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4521 : tensor<20xf32>) outs(%4526 : tensor<20xf32>) {
    ^bb0(%in4528: f32, %out4529: f32):
      %4530 = arith.addf %in4528, %4525 : f32
      linalg.yield %4530 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4531 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4532 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4509, %4527 : tensor<20xf32>, tensor<20xf32>) outs(%4531 : tensor<20xf32>) {
    ^bb0(%in4533: f32, %in4534: f32, %out4535: f32):
      %4536 = arith.divf %in4533, %in4534 : f32
      linalg.yield %4536 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4537 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4538 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4539 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg14 : tensor<20xf32>) outs(%4538 : tensor<20xf32>) {
    ^bb0(%in4540: f32, %out4541: f32):
      %4542 = arith.mulf %4537, %in4540 : f32
      linalg.yield %4542 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4543 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4544 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4532, %4539 : tensor<20xf32>, tensor<20xf32>) outs(%4543 : tensor<20xf32>) {
    ^bb0(%in4545: f32, %in4546: f32, %out4547: f32):
      %4548 = arith.addf %in4545, %in4546 : f32
      linalg.yield %4548 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4549 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4550 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4551 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4544 : tensor<20xf32>) outs(%4550 : tensor<20xf32>) {
    ^bb0(%in4552: f32, %out4553: f32):
      %4554 = arith.mulf %4549, %in4552 : f32
      linalg.yield %4554 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4555 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4556 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg14, %4551 : tensor<20xf32>, tensor<20xf32>) outs(%4555 : tensor<20xf32>) {
    ^bb0(%in4557: f32, %in4558: f32, %out4559: f32):
      %4560 = arith.subf %in4557, %in4558 : f32
      linalg.yield %4560 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4561 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4562 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3005, %3744 : tensor<20xf32>, tensor<f32>) outs(%4561 : tensor<20xf32>) {
    ^bb0(%in4563: f32, %in4564: f32, %out4565: f32):
      %4566 = arith.mulf %in4563, %in4564 : f32
      linalg.yield %4566 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4567 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4568 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3533, %3762 : tensor<20xf32>, tensor<f32>) outs(%4567 : tensor<20xf32>) {
    ^bb0(%in4569: f32, %in4570: f32, %out4571: f32):
      %4572 = arith.mulf %in4569, %in4570 : f32
      linalg.yield %4572 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4573 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4574 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4568 : tensor<20xf32>) outs(%4573 : tensor<20xf32>) {
    ^bb0(%in4575: f32, %out4576: f32):
      %4577 = math.sqrt %in4575 : f32
      linalg.yield %4577 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4578 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4579 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4580 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4574 : tensor<20xf32>) outs(%4579 : tensor<20xf32>) {
    ^bb0(%in4581: f32, %out4582: f32):
      %4583 = arith.addf %in4581, %4578 : f32
      linalg.yield %4583 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4584 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4585 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4562, %4580 : tensor<20xf32>, tensor<20xf32>) outs(%4584 : tensor<20xf32>) {
    ^bb0(%in4586: f32, %in4587: f32, %out4588: f32):
      %4589 = arith.divf %in4586, %in4587 : f32
      linalg.yield %4589 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4590 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4591 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4592 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg15 : tensor<20xf32>) outs(%4591 : tensor<20xf32>) {
    ^bb0(%in4593: f32, %out4594: f32):
      %4595 = arith.mulf %4590, %in4593 : f32
      linalg.yield %4595 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4596 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4597 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4585, %4592 : tensor<20xf32>, tensor<20xf32>) outs(%4596 : tensor<20xf32>) {
    ^bb0(%in4598: f32, %in4599: f32, %out4600: f32):
      %4601 = arith.addf %in4598, %in4599 : f32
      linalg.yield %4601 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4602 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4603 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4604 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4597 : tensor<20xf32>) outs(%4603 : tensor<20xf32>) {
    ^bb0(%in4605: f32, %out4606: f32):
      %4607 = arith.mulf %4602, %in4605 : f32
      linalg.yield %4607 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4608 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4609 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg15, %4604 : tensor<20xf32>, tensor<20xf32>) outs(%4608 : tensor<20xf32>) {
    ^bb0(%in4610: f32, %in4611: f32, %out4612: f32):
      %4613 = arith.subf %in4610, %in4611 : f32
      linalg.yield %4613 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4614 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4615 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3023, %3744 : tensor<20x80xf32>, tensor<f32>) outs(%4614 : tensor<20x80xf32>) {
    ^bb0(%in4616: f32, %in4617: f32, %out4618: f32):
      %4619 = arith.mulf %in4616, %in4617 : f32
      linalg.yield %4619 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4620 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4621 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3557, %3762 : tensor<20x80xf32>, tensor<f32>) outs(%4620 : tensor<20x80xf32>) {
    ^bb0(%in4622: f32, %in4623: f32, %out4624: f32):
      %4625 = arith.mulf %in4622, %in4623 : f32
      linalg.yield %4625 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4626 = tensor.empty() : tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4627 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4621 : tensor<20x80xf32>) outs(%4626 : tensor<20x80xf32>) {
    ^bb0(%in4628: f32, %out4629: f32):
      %4630 = math.sqrt %in4628 : f32
      linalg.yield %4630 : f32
    } -> tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4631 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4632 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4633 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4627 : tensor<20x80xf32>) outs(%4632 : tensor<20x80xf32>) {
    ^bb0(%in4634: f32, %out4635: f32):
      %4636 = arith.addf %in4634, %4631 : f32
      linalg.yield %4636 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4637 = tensor.empty() : tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4638 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4615, %4633 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4637 : tensor<20x80xf32>) {
    ^bb0(%in4639: f32, %in4640: f32, %out4641: f32):
      %4642 = arith.divf %in4639, %in4640 : f32
      linalg.yield %4642 : f32
    } -> tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4643 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4644 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4645 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<20x80xf32>) outs(%4644 : tensor<20x80xf32>) {
    ^bb0(%in4646: f32, %out4647: f32):
      %4648 = arith.mulf %4643, %in4646 : f32
      linalg.yield %4648 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4649 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4650 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4638, %4645 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4649 : tensor<20x80xf32>) {
    ^bb0(%in4651: f32, %in4652: f32, %out4653: f32):
      %4654 = arith.addf %in4651, %in4652 : f32
      linalg.yield %4654 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4655 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4656 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4657 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4650 : tensor<20x80xf32>) outs(%4656 : tensor<20x80xf32>) {
    ^bb0(%in4658: f32, %out4659: f32):
      %4660 = arith.mulf %4655, %in4658 : f32
      linalg.yield %4660 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4661 = tensor.empty() : tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4662 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16, %4657 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4661 : tensor<20x80xf32>) {
    ^bb0(%in4663: f32, %in4664: f32, %out4665: f32):
      %4666 = arith.subf %in4663, %in4664 : f32
      linalg.yield %4666 : f32
    } -> tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4667 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4668 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3041, %3744 : tensor<80x20xf32>, tensor<f32>) outs(%4667 : tensor<80x20xf32>) {
    ^bb0(%in4669: f32, %in4670: f32, %out4671: f32):
      %4672 = arith.mulf %in4669, %in4670 : f32
      linalg.yield %4672 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4673 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4674 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3581, %3762 : tensor<80x20xf32>, tensor<f32>) outs(%4673 : tensor<80x20xf32>) {
    ^bb0(%in4675: f32, %in4676: f32, %out4677: f32):
      %4678 = arith.mulf %in4675, %in4676 : f32
      linalg.yield %4678 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4679 = tensor.empty() : tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4680 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4674 : tensor<80x20xf32>) outs(%4679 : tensor<80x20xf32>) {
    ^bb0(%in4681: f32, %out4682: f32):
      %4683 = math.sqrt %in4681 : f32
      linalg.yield %4683 : f32
    } -> tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4684 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4685 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4686 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4680 : tensor<80x20xf32>) outs(%4685 : tensor<80x20xf32>) {
    ^bb0(%in4687: f32, %out4688: f32):
      %4689 = arith.addf %in4687, %4684 : f32
      linalg.yield %4689 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4690 = tensor.empty() : tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4691 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4668, %4686 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4690 : tensor<80x20xf32>) {
    ^bb0(%in4692: f32, %in4693: f32, %out4694: f32):
      %4695 = arith.divf %in4692, %in4693 : f32
      linalg.yield %4695 : f32
    } -> tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4696 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4697 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4698 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<80x20xf32>) outs(%4697 : tensor<80x20xf32>) {
    ^bb0(%in4699: f32, %out4700: f32):
      %4701 = arith.mulf %4696, %in4699 : f32
      linalg.yield %4701 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4702 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4703 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4691, %4698 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4702 : tensor<80x20xf32>) {
    ^bb0(%in4704: f32, %in4705: f32, %out4706: f32):
      %4707 = arith.addf %in4704, %in4705 : f32
      linalg.yield %4707 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4708 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4709 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4710 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4703 : tensor<80x20xf32>) outs(%4709 : tensor<80x20xf32>) {
    ^bb0(%in4711: f32, %out4712: f32):
      %4713 = arith.mulf %4708, %in4711 : f32
      linalg.yield %4713 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4714 = tensor.empty() : tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4715 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17, %4710 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4714 : tensor<80x20xf32>) {
    ^bb0(%in4716: f32, %in4717: f32, %out4718: f32):
      %4719 = arith.subf %in4716, %in4717 : f32
      linalg.yield %4719 : f32
    } -> tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4720 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4721 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3059, %3744 : tensor<20x20xf32>, tensor<f32>) outs(%4720 : tensor<20x20xf32>) {
    ^bb0(%in4722: f32, %in4723: f32, %out4724: f32):
      %4725 = arith.mulf %in4722, %in4723 : f32
      linalg.yield %4725 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4726 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4727 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3605, %3762 : tensor<20x20xf32>, tensor<f32>) outs(%4726 : tensor<20x20xf32>) {
    ^bb0(%in4728: f32, %in4729: f32, %out4730: f32):
      %4731 = arith.mulf %in4728, %in4729 : f32
      linalg.yield %4731 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4732 = tensor.empty() : tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4733 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4727 : tensor<20x20xf32>) outs(%4732 : tensor<20x20xf32>) {
    ^bb0(%in4734: f32, %out4735: f32):
      %4736 = math.sqrt %in4734 : f32
      linalg.yield %4736 : f32
    } -> tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4737 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4738 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4739 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4733 : tensor<20x20xf32>) outs(%4738 : tensor<20x20xf32>) {
    ^bb0(%in4740: f32, %out4741: f32):
      %4742 = arith.addf %in4740, %4737 : f32
      linalg.yield %4742 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4743 = tensor.empty() : tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4744 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4721, %4739 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4743 : tensor<20x20xf32>) {
    ^bb0(%in4745: f32, %in4746: f32, %out4747: f32):
      %4748 = arith.divf %in4745, %in4746 : f32
      linalg.yield %4748 : f32
    } -> tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4749 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4750 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4751 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<20x20xf32>) outs(%4750 : tensor<20x20xf32>) {
    ^bb0(%in4752: f32, %out4753: f32):
      %4754 = arith.mulf %4749, %in4752 : f32
      linalg.yield %4754 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4755 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4756 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4744, %4751 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4755 : tensor<20x20xf32>) {
    ^bb0(%in4757: f32, %in4758: f32, %out4759: f32):
      %4760 = arith.addf %in4757, %in4758 : f32
      linalg.yield %4760 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4761 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4762 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4763 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4756 : tensor<20x20xf32>) outs(%4762 : tensor<20x20xf32>) {
    ^bb0(%in4764: f32, %out4765: f32):
      %4766 = arith.mulf %4761, %in4764 : f32
      linalg.yield %4766 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4767 = tensor.empty() : tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4768 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18, %4763 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4767 : tensor<20x20xf32>) {
    ^bb0(%in4769: f32, %in4770: f32, %out4771: f32):
      %4772 = arith.subf %in4769, %in4770 : f32
      linalg.yield %4772 : f32
    } -> tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4773 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3077, %3744 : tensor<20x60xf32>, tensor<f32>) outs(%4773 : tensor<20x60xf32>) {
    ^bb0(%in4775: f32, %in4776: f32, %out4777: f32):
      %4778 = arith.mulf %in4775, %in4776 : f32
      linalg.yield %4778 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4779 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4780 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3629, %3762 : tensor<20x60xf32>, tensor<f32>) outs(%4779 : tensor<20x60xf32>) {
    ^bb0(%in4781: f32, %in4782: f32, %out4783: f32):
      %4784 = arith.mulf %in4781, %in4782 : f32
      linalg.yield %4784 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4785 = tensor.empty() : tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4786 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4780 : tensor<20x60xf32>) outs(%4785 : tensor<20x60xf32>) {
    ^bb0(%in4787: f32, %out4788: f32):
      %4789 = math.sqrt %in4787 : f32
      linalg.yield %4789 : f32
    } -> tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4790 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4791 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4792 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4786 : tensor<20x60xf32>) outs(%4791 : tensor<20x60xf32>) {
    ^bb0(%in4793: f32, %out4794: f32):
      %4795 = arith.addf %in4793, %4790 : f32
      linalg.yield %4795 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4796 = tensor.empty() : tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4797 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4774, %4792 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4796 : tensor<20x60xf32>) {
    ^bb0(%in4798: f32, %in4799: f32, %out4800: f32):
      %4801 = arith.divf %in4798, %in4799 : f32
      linalg.yield %4801 : f32
    } -> tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4802 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4803 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4804 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<20x60xf32>) outs(%4803 : tensor<20x60xf32>) {
    ^bb0(%in4805: f32, %out4806: f32):
      %4807 = arith.mulf %4802, %in4805 : f32
      linalg.yield %4807 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4808 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4809 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4797, %4804 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4808 : tensor<20x60xf32>) {
    ^bb0(%in4810: f32, %in4811: f32, %out4812: f32):
      %4813 = arith.addf %in4810, %in4811 : f32
      linalg.yield %4813 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4814 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4815 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4816 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4809 : tensor<20x60xf32>) outs(%4815 : tensor<20x60xf32>) {
    ^bb0(%in4817: f32, %out4818: f32):
      %4819 = arith.mulf %4814, %in4817 : f32
      linalg.yield %4819 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4820 = tensor.empty() : tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4821 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19, %4816 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4820 : tensor<20x60xf32>) {
    ^bb0(%in4822: f32, %in4823: f32, %out4824: f32):
      %4825 = arith.subf %in4822, %in4823 : f32
      linalg.yield %4825 : f32
    } -> tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4826 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4827 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3095, %3744 : tensor<20xf32>, tensor<f32>) outs(%4826 : tensor<20xf32>) {
    ^bb0(%in4828: f32, %in4829: f32, %out4830: f32):
      %4831 = arith.mulf %in4828, %in4829 : f32
      linalg.yield %4831 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4832 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4833 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3653, %3762 : tensor<20xf32>, tensor<f32>) outs(%4832 : tensor<20xf32>) {
    ^bb0(%in4834: f32, %in4835: f32, %out4836: f32):
      %4837 = arith.mulf %in4834, %in4835 : f32
      linalg.yield %4837 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4838 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4839 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4833 : tensor<20xf32>) outs(%4838 : tensor<20xf32>) {
    ^bb0(%in4840: f32, %out4841: f32):
      %4842 = math.sqrt %in4840 : f32
      linalg.yield %4842 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4843 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4844 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4845 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4839 : tensor<20xf32>) outs(%4844 : tensor<20xf32>) {
    ^bb0(%in4846: f32, %out4847: f32):
      %4848 = arith.addf %in4846, %4843 : f32
      linalg.yield %4848 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4849 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4850 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4827, %4845 : tensor<20xf32>, tensor<20xf32>) outs(%4849 : tensor<20xf32>) {
    ^bb0(%in4851: f32, %in4852: f32, %out4853: f32):
      %4854 = arith.divf %in4851, %in4852 : f32
      linalg.yield %4854 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4855 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4856 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4857 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg20 : tensor<20xf32>) outs(%4856 : tensor<20xf32>) {
    ^bb0(%in4858: f32, %out4859: f32):
      %4860 = arith.mulf %4855, %in4858 : f32
      linalg.yield %4860 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4861 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4862 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4850, %4857 : tensor<20xf32>, tensor<20xf32>) outs(%4861 : tensor<20xf32>) {
    ^bb0(%in4863: f32, %in4864: f32, %out4865: f32):
      %4866 = arith.addf %in4863, %in4864 : f32
      linalg.yield %4866 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4867 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4868 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4869 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4862 : tensor<20xf32>) outs(%4868 : tensor<20xf32>) {
    ^bb0(%in4870: f32, %out4871: f32):
      %4872 = arith.mulf %4867, %in4870 : f32
      linalg.yield %4872 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4873 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4874 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg20, %4869 : tensor<20xf32>, tensor<20xf32>) outs(%4873 : tensor<20xf32>) {
    ^bb0(%in4875: f32, %in4876: f32, %out4877: f32):
      %4878 = arith.subf %in4875, %in4876 : f32
      linalg.yield %4878 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4879 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4880 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3113, %3744 : tensor<20xf32>, tensor<f32>) outs(%4879 : tensor<20xf32>) {
    ^bb0(%in4881: f32, %in4882: f32, %out4883: f32):
      %4884 = arith.mulf %in4881, %in4882 : f32
      linalg.yield %4884 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4885 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4886 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3677, %3762 : tensor<20xf32>, tensor<f32>) outs(%4885 : tensor<20xf32>) {
    ^bb0(%in4887: f32, %in4888: f32, %out4889: f32):
      %4890 = arith.mulf %in4887, %in4888 : f32
      linalg.yield %4890 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4891 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4892 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4886 : tensor<20xf32>) outs(%4891 : tensor<20xf32>) {
    ^bb0(%in4893: f32, %out4894: f32):
      %4895 = math.sqrt %in4893 : f32
      linalg.yield %4895 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4896 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4897 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4898 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4892 : tensor<20xf32>) outs(%4897 : tensor<20xf32>) {
    ^bb0(%in4899: f32, %out4900: f32):
      %4901 = arith.addf %in4899, %4896 : f32
      linalg.yield %4901 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4902 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4903 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4880, %4898 : tensor<20xf32>, tensor<20xf32>) outs(%4902 : tensor<20xf32>) {
    ^bb0(%in4904: f32, %in4905: f32, %out4906: f32):
      %4907 = arith.divf %in4904, %in4905 : f32
      linalg.yield %4907 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4908 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4909 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4910 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg21 : tensor<20xf32>) outs(%4909 : tensor<20xf32>) {
    ^bb0(%in4911: f32, %out4912: f32):
      %4913 = arith.mulf %4908, %in4911 : f32
      linalg.yield %4913 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4914 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4915 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4903, %4910 : tensor<20xf32>, tensor<20xf32>) outs(%4914 : tensor<20xf32>) {
    ^bb0(%in4916: f32, %in4917: f32, %out4918: f32):
      %4919 = arith.addf %in4916, %in4917 : f32
      linalg.yield %4919 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4920 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4921 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4922 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4915 : tensor<20xf32>) outs(%4921 : tensor<20xf32>) {
    ^bb0(%in4923: f32, %out4924: f32):
      %4925 = arith.mulf %4920, %in4923 : f32
      linalg.yield %4925 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4926 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4927 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg21, %4922 : tensor<20xf32>, tensor<20xf32>) outs(%4926 : tensor<20xf32>) {
    ^bb0(%in4928: f32, %in4929: f32, %out4930: f32):
      %4931 = arith.subf %in4928, %in4929 : f32
      linalg.yield %4931 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4932 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4933 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3131, %3744 : tensor<8x20xf32>, tensor<f32>) outs(%4932 : tensor<8x20xf32>) {
    ^bb0(%in4934: f32, %in4935: f32, %out4936: f32):
      %4937 = arith.mulf %in4934, %in4935 : f32
      linalg.yield %4937 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4938 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4939 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3701, %3762 : tensor<8x20xf32>, tensor<f32>) outs(%4938 : tensor<8x20xf32>) {
    ^bb0(%in4940: f32, %in4941: f32, %out4942: f32):
      %4943 = arith.mulf %in4940, %in4941 : f32
      linalg.yield %4943 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4944 = tensor.empty() : tensor<8x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4945 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4939 : tensor<8x20xf32>) outs(%4944 : tensor<8x20xf32>) {
    ^bb0(%in4946: f32, %out4947: f32):
      %4948 = math.sqrt %in4946 : f32
      linalg.yield %4948 : f32
    } -> tensor<8x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4949 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4950 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":120:43))
    %4951 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4945 : tensor<8x20xf32>) outs(%4950 : tensor<8x20xf32>) {
    ^bb0(%in4952: f32, %out4953: f32):
      %4954 = arith.addf %in4952, %4949 : f32
      linalg.yield %4954 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":120:43))
    %4955 = tensor.empty() : tensor<8x20xf32> loc("div"("examples/gpt.py":120:25))
    %4956 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4933, %4951 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%4955 : tensor<8x20xf32>) {
    ^bb0(%in4957: f32, %in4958: f32, %out4959: f32):
      %4960 = arith.divf %in4957, %in4958 : f32
      linalg.yield %4960 : f32
    } -> tensor<8x20xf32> loc("div"("examples/gpt.py":120:25))
    %4961 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4962 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4963 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<8x20xf32>) outs(%4962 : tensor<8x20xf32>) {
    ^bb0(%in4964: f32, %out4965: f32):
      %4966 = arith.mulf %4961, %in4964 : f32
      linalg.yield %4966 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4967 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":120:25))
    %4968 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4956, %4963 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%4967 : tensor<8x20xf32>) {
    ^bb0(%in4969: f32, %in4970: f32, %out4971: f32):
      %4972 = arith.addf %in4969, %in4970 : f32
      linalg.yield %4972 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":120:25))
    %4973 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4974 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4975 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4968 : tensor<8x20xf32>) outs(%4974 : tensor<8x20xf32>) {
    ^bb0(%in4976: f32, %out4977: f32):
      %4978 = arith.mulf %4973, %in4976 : f32
      linalg.yield %4978 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4979 = tensor.empty() : tensor<8x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4980 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg22, %4975 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%4979 : tensor<8x20xf32>) {
    ^bb0(%in4981: f32, %in4982: f32, %out4983: f32):
      %4984 = arith.subf %in4981, %in4982 : f32
      linalg.yield %4984 : f32
    } -> tensor<8x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4985 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4986 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3149, %3744 : tensor<50x20xf32>, tensor<f32>) outs(%4985 : tensor<50x20xf32>) {
    ^bb0(%in4987: f32, %in4988: f32, %out4989: f32):
      %4990 = arith.mulf %in4987, %in4988 : f32
      linalg.yield %4990 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4991 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4992 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3725, %3762 : tensor<50x20xf32>, tensor<f32>) outs(%4991 : tensor<50x20xf32>) {
    ^bb0(%in4993: f32, %in4994: f32, %out4995: f32):
      %4996 = arith.mulf %in4993, %in4994 : f32
      linalg.yield %4996 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4997 = tensor.empty() : tensor<50x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4998 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4992 : tensor<50x20xf32>) outs(%4997 : tensor<50x20xf32>) {
    ^bb0(%in4999: f32, %out5000: f32):
      %5001 = math.sqrt %in4999 : f32
      linalg.yield %5001 : f32
    } -> tensor<50x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %5002 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %5003 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":120:43))
    %5004 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4998 : tensor<50x20xf32>) outs(%5003 : tensor<50x20xf32>) {
    ^bb0(%in5005: f32, %out5006: f32):
      %5007 = arith.addf %in5005, %5002 : f32
      linalg.yield %5007 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":120:43))
    %5008 = tensor.empty() : tensor<50x20xf32> loc("div"("examples/gpt.py":120:25))
    %5009 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4986, %5004 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%5008 : tensor<50x20xf32>) {
    ^bb0(%in5010: f32, %in5011: f32, %out5012: f32):
      %5013 = arith.divf %in5010, %in5011 : f32
      linalg.yield %5013 : f32
    } -> tensor<50x20xf32> loc("div"("examples/gpt.py":120:25))
    %5014 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %5015 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:75))
    %5016 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<50x20xf32>) outs(%5015 : tensor<50x20xf32>) {
    ^bb0(%in5017: f32, %out5018: f32):
      %5019 = arith.mulf %5014, %in5017 : f32
      linalg.yield %5019 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:75))
    %5020 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":120:25))
    %5021 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5009, %5016 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%5020 : tensor<50x20xf32>) {
    ^bb0(%in5022: f32, %in5023: f32, %out5024: f32):
      %5025 = arith.addf %in5022, %in5023 : f32
      linalg.yield %5025 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":120:25))
    %5026 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %5027 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:19))
    %5028 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5021 : tensor<50x20xf32>) outs(%5027 : tensor<50x20xf32>) {
    ^bb0(%in5029: f32, %out5030: f32):
      %5031 = arith.mulf %5026, %in5029 : f32
      linalg.yield %5031 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:19))
    %5032 = tensor.empty() : tensor<50x20xf32> loc("sub"("examples/gpt.py":120:15))
    %5033 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23, %5028 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%5032 : tensor<50x20xf32>) {
    ^bb0(%in5034: f32, %in5035: f32, %out5036: f32):
      %5037 = arith.subf %in5034, %in5035 : f32
      linalg.yield %5037 : f32
    } -> tensor<50x20xf32> loc("sub"("examples/gpt.py":120:15))
    return %3814, %3867, %3920, %3973, %4026, %4079, %4132, %4185, %4238, %4291, %4344, %4397, %4450, %4503, %4556, %4609, %4662, %4715, %4768, %4821, %4874, %4927, %4980, %5033, %2718, %2735, %2753, %2771, %2789, %2807, %2825, %2843, %2861, %2879, %2897, %2915, %2933, %2951, %2969, %2987, %3005, %3023, %3041, %3059, %3077, %3095, %3113, %3131, %3149, %3173, %3197, %3221, %3245, %3269, %3293, %3317, %3341, %3365, %3389, %3413, %3437, %3461, %3485, %3509, %3533, %3557, %3581, %3605, %3629, %3653, %3677, %3701, %3725, %1264 : tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<f32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<f32>
  }
}
