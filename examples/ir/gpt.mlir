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
      %2701 = linalg.index 0 : index
      %2702 = arith.cmpi eq, %2700, %2701 : index
      %2703 = arith.constant 0.0 : f32
      %2704 = arith.select %2702, %in2698, %2703 : f32
      %2705 = arith.addf %out2699, %2704 : f32
      linalg.yield %2705 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt.py":78:13))
    %2706 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":78:13))
    %2707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1358, %2696 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%2706 : tensor<50x20xf32>) {
    ^bb0(%in2708: f32, %in2709: f32, %out2710: f32):
      %2711 = arith.addf %in2708, %in2709 : f32
      linalg.yield %2711 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":78:13))
    %2712 = arith.constant 1.0 : f32 loc("add"("examples/gpt.py":113:12))
    %2713 = tensor.empty() : tensor<f32> loc("add"("examples/gpt.py":113:12))
    %2714 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%arg24 : tensor<f32>) outs(%2713 : tensor<f32>) {
    ^bb0(%in2715: f32, %out2716: f32):
      %2717 = arith.addf %in2715, %2712 : f32
      linalg.yield %2717 : f32
    } -> tensor<f32> loc("add"("examples/gpt.py":113:12))
    %2718 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2719 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2720 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg25 : tensor<80xf32>) outs(%2719 : tensor<80xf32>) {
    ^bb0(%in2721: f32, %out2722: f32):
      %2723 = arith.mulf %2718, %in2721 : f32
      linalg.yield %2723 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2724 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2725 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2726 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2184 : tensor<80xf32>) outs(%2725 : tensor<80xf32>) {
    ^bb0(%in2727: f32, %out2728: f32):
      %2729 = arith.mulf %2724, %in2727 : f32
      linalg.yield %2729 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2730 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2731 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2720, %2726 : tensor<80xf32>, tensor<80xf32>) outs(%2730 : tensor<80xf32>) {
    ^bb0(%in2732: f32, %in2733: f32, %out2734: f32):
      %2735 = arith.addf %in2732, %in2733 : f32
      linalg.yield %2735 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2736 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2737 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2738 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg26 : tensor<20xf32>) outs(%2737 : tensor<20xf32>) {
    ^bb0(%in2739: f32, %out2740: f32):
      %2741 = arith.mulf %2736, %in2739 : f32
      linalg.yield %2741 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2742 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2743 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2744 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2102 : tensor<20xf32>) outs(%2743 : tensor<20xf32>) {
    ^bb0(%in2745: f32, %out2746: f32):
      %2747 = arith.mulf %2742, %in2745 : f32
      linalg.yield %2747 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2748 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2749 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2738, %2744 : tensor<20xf32>, tensor<20xf32>) outs(%2748 : tensor<20xf32>) {
    ^bb0(%in2750: f32, %in2751: f32, %out2752: f32):
      %2753 = arith.addf %in2750, %in2751 : f32
      linalg.yield %2753 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2754 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2755 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2756 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg27 : tensor<20xf32>) outs(%2755 : tensor<20xf32>) {
    ^bb0(%in2757: f32, %out2758: f32):
      %2759 = arith.mulf %2754, %in2757 : f32
      linalg.yield %2759 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2760 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2761 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2762 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2532 : tensor<20xf32>) outs(%2761 : tensor<20xf32>) {
    ^bb0(%in2763: f32, %out2764: f32):
      %2765 = arith.mulf %2760, %in2763 : f32
      linalg.yield %2765 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2766 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2767 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2756, %2762 : tensor<20xf32>, tensor<20xf32>) outs(%2766 : tensor<20xf32>) {
    ^bb0(%in2768: f32, %in2769: f32, %out2770: f32):
      %2771 = arith.addf %in2768, %in2769 : f32
      linalg.yield %2771 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2772 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2773 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2774 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg28 : tensor<20xf32>) outs(%2773 : tensor<20xf32>) {
    ^bb0(%in2775: f32, %out2776: f32):
      %2777 = arith.mulf %2772, %in2775 : f32
      linalg.yield %2777 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2778 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2779 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2780 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2559 : tensor<20xf32>) outs(%2779 : tensor<20xf32>) {
    ^bb0(%in2781: f32, %out2782: f32):
      %2783 = arith.mulf %2778, %in2781 : f32
      linalg.yield %2783 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2784 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2785 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2774, %2780 : tensor<20xf32>, tensor<20xf32>) outs(%2784 : tensor<20xf32>) {
    ^bb0(%in2786: f32, %in2787: f32, %out2788: f32):
      %2789 = arith.addf %in2786, %in2787 : f32
      linalg.yield %2789 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2790 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2791 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2792 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg29 : tensor<20xf32>) outs(%2791 : tensor<20xf32>) {
    ^bb0(%in2793: f32, %out2794: f32):
      %2795 = arith.mulf %2790, %in2793 : f32
      linalg.yield %2795 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2796 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2797 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2798 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2219 : tensor<20xf32>) outs(%2797 : tensor<20xf32>) {
    ^bb0(%in2799: f32, %out2800: f32):
      %2801 = arith.mulf %2796, %in2799 : f32
      linalg.yield %2801 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2802 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2803 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2792, %2798 : tensor<20xf32>, tensor<20xf32>) outs(%2802 : tensor<20xf32>) {
    ^bb0(%in2804: f32, %in2805: f32, %out2806: f32):
      %2807 = arith.addf %in2804, %in2805 : f32
      linalg.yield %2807 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2808 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2809 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2810 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg30 : tensor<20xf32>) outs(%2809 : tensor<20xf32>) {
    ^bb0(%in2811: f32, %out2812: f32):
      %2813 = arith.mulf %2808, %in2811 : f32
      linalg.yield %2813 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2814 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2815 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2816 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2246 : tensor<20xf32>) outs(%2815 : tensor<20xf32>) {
    ^bb0(%in2817: f32, %out2818: f32):
      %2819 = arith.mulf %2814, %in2817 : f32
      linalg.yield %2819 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2820 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2821 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2810, %2816 : tensor<20xf32>, tensor<20xf32>) outs(%2820 : tensor<20xf32>) {
    ^bb0(%in2822: f32, %in2823: f32, %out2824: f32):
      %2825 = arith.addf %in2822, %in2823 : f32
      linalg.yield %2825 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2826 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2827 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2828 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<20x80xf32>) outs(%2827 : tensor<20x80xf32>) {
    ^bb0(%in2829: f32, %out2830: f32):
      %2831 = arith.mulf %2826, %in2829 : f32
      linalg.yield %2831 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2832 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2833 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2834 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2198 : tensor<20x80xf32>) outs(%2833 : tensor<20x80xf32>) {
    ^bb0(%in2835: f32, %out2836: f32):
      %2837 = arith.mulf %2832, %in2835 : f32
      linalg.yield %2837 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2838 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %2839 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2828, %2834 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%2838 : tensor<20x80xf32>) {
    ^bb0(%in2840: f32, %in2841: f32, %out2842: f32):
      %2843 = arith.addf %in2840, %in2841 : f32
      linalg.yield %2843 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %2844 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2845 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2846 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<80x20xf32>) outs(%2845 : tensor<80x20xf32>) {
    ^bb0(%in2847: f32, %out2848: f32):
      %2849 = arith.mulf %2844, %in2847 : f32
      linalg.yield %2849 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2850 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2851 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2852 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2116 : tensor<80x20xf32>) outs(%2851 : tensor<80x20xf32>) {
    ^bb0(%in2853: f32, %out2854: f32):
      %2855 = arith.mulf %2850, %in2853 : f32
      linalg.yield %2855 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2856 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %2857 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2846, %2852 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%2856 : tensor<80x20xf32>) {
    ^bb0(%in2858: f32, %in2859: f32, %out2860: f32):
      %2861 = arith.addf %in2858, %in2859 : f32
      linalg.yield %2861 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %2862 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2863 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2864 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<20x20xf32>) outs(%2863 : tensor<20x20xf32>) {
    ^bb0(%in2865: f32, %out2866: f32):
      %2867 = arith.mulf %2862, %in2865 : f32
      linalg.yield %2867 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2868 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2869 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2870 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2372 : tensor<20x20xf32>) outs(%2869 : tensor<20x20xf32>) {
    ^bb0(%in2871: f32, %out2872: f32):
      %2873 = arith.mulf %2868, %in2871 : f32
      linalg.yield %2873 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2874 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %2875 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2864, %2870 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%2874 : tensor<20x20xf32>) {
    ^bb0(%in2876: f32, %in2877: f32, %out2878: f32):
      %2879 = arith.addf %in2876, %in2877 : f32
      linalg.yield %2879 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %2880 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2881 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %2882 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<20x60xf32>) outs(%2881 : tensor<20x60xf32>) {
    ^bb0(%in2883: f32, %out2884: f32):
      %2885 = arith.mulf %2880, %in2883 : f32
      linalg.yield %2885 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %2886 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2887 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %2888 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2511 : tensor<20x60xf32>) outs(%2887 : tensor<20x60xf32>) {
    ^bb0(%in2889: f32, %out2890: f32):
      %2891 = arith.mulf %2886, %in2889 : f32
      linalg.yield %2891 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %2892 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %2893 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2882, %2888 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%2892 : tensor<20x60xf32>) {
    ^bb0(%in2894: f32, %in2895: f32, %out2896: f32):
      %2897 = arith.addf %in2894, %in2895 : f32
      linalg.yield %2897 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %2898 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2899 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2900 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg35 : tensor<80xf32>) outs(%2899 : tensor<80xf32>) {
    ^bb0(%in2901: f32, %out2902: f32):
      %2903 = arith.mulf %2898, %in2901 : f32
      linalg.yield %2903 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:35))
    %2904 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2905 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2906 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1600 : tensor<80xf32>) outs(%2905 : tensor<80xf32>) {
    ^bb0(%in2907: f32, %out2908: f32):
      %2909 = arith.mulf %2904, %in2907 : f32
      linalg.yield %2909 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":114:44))
    %2910 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2911 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2900, %2906 : tensor<80xf32>, tensor<80xf32>) outs(%2910 : tensor<80xf32>) {
    ^bb0(%in2912: f32, %in2913: f32, %out2914: f32):
      %2915 = arith.addf %in2912, %in2913 : f32
      linalg.yield %2915 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":114:35))
    %2916 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2917 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2918 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg36 : tensor<20xf32>) outs(%2917 : tensor<20xf32>) {
    ^bb0(%in2919: f32, %out2920: f32):
      %2921 = arith.mulf %2916, %in2919 : f32
      linalg.yield %2921 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2922 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2923 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2924 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1518 : tensor<20xf32>) outs(%2923 : tensor<20xf32>) {
    ^bb0(%in2925: f32, %out2926: f32):
      %2927 = arith.mulf %2922, %in2925 : f32
      linalg.yield %2927 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2928 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2929 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2918, %2924 : tensor<20xf32>, tensor<20xf32>) outs(%2928 : tensor<20xf32>) {
    ^bb0(%in2930: f32, %in2931: f32, %out2932: f32):
      %2933 = arith.addf %in2930, %in2931 : f32
      linalg.yield %2933 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2934 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2935 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2936 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg37 : tensor<20xf32>) outs(%2935 : tensor<20xf32>) {
    ^bb0(%in2937: f32, %out2938: f32):
      %2939 = arith.mulf %2934, %in2937 : f32
      linalg.yield %2939 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2940 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2941 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2942 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1948 : tensor<20xf32>) outs(%2941 : tensor<20xf32>) {
    ^bb0(%in2943: f32, %out2944: f32):
      %2945 = arith.mulf %2940, %in2943 : f32
      linalg.yield %2945 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2946 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2947 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2936, %2942 : tensor<20xf32>, tensor<20xf32>) outs(%2946 : tensor<20xf32>) {
    ^bb0(%in2948: f32, %in2949: f32, %out2950: f32):
      %2951 = arith.addf %in2948, %in2949 : f32
      linalg.yield %2951 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2952 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2953 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2954 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg38 : tensor<20xf32>) outs(%2953 : tensor<20xf32>) {
    ^bb0(%in2955: f32, %out2956: f32):
      %2957 = arith.mulf %2952, %in2955 : f32
      linalg.yield %2957 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2958 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2959 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2960 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1975 : tensor<20xf32>) outs(%2959 : tensor<20xf32>) {
    ^bb0(%in2961: f32, %out2962: f32):
      %2963 = arith.mulf %2958, %in2961 : f32
      linalg.yield %2963 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2964 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2965 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2954, %2960 : tensor<20xf32>, tensor<20xf32>) outs(%2964 : tensor<20xf32>) {
    ^bb0(%in2966: f32, %in2967: f32, %out2968: f32):
      %2969 = arith.addf %in2966, %in2967 : f32
      linalg.yield %2969 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2970 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2971 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2972 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg39 : tensor<20xf32>) outs(%2971 : tensor<20xf32>) {
    ^bb0(%in2973: f32, %out2974: f32):
      %2975 = arith.mulf %2970, %in2973 : f32
      linalg.yield %2975 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2976 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2977 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2978 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1635 : tensor<20xf32>) outs(%2977 : tensor<20xf32>) {
    ^bb0(%in2979: f32, %out2980: f32):
      %2981 = arith.mulf %2976, %in2979 : f32
      linalg.yield %2981 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2982 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2983 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2972, %2978 : tensor<20xf32>, tensor<20xf32>) outs(%2982 : tensor<20xf32>) {
    ^bb0(%in2984: f32, %in2985: f32, %out2986: f32):
      %2987 = arith.addf %in2984, %in2985 : f32
      linalg.yield %2987 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2988 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2989 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2990 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg40 : tensor<20xf32>) outs(%2989 : tensor<20xf32>) {
    ^bb0(%in2991: f32, %out2992: f32):
      %2993 = arith.mulf %2988, %in2991 : f32
      linalg.yield %2993 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2994 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2995 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2996 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1662 : tensor<20xf32>) outs(%2995 : tensor<20xf32>) {
    ^bb0(%in2997: f32, %out2998: f32):
      %2999 = arith.mulf %2994, %in2997 : f32
      linalg.yield %2999 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3000 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3001 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2990, %2996 : tensor<20xf32>, tensor<20xf32>) outs(%3000 : tensor<20xf32>) {
    ^bb0(%in3002: f32, %in3003: f32, %out3004: f32):
      %3005 = arith.addf %in3002, %in3003 : f32
      linalg.yield %3005 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3006 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3007 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %3008 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<20x80xf32>) outs(%3007 : tensor<20x80xf32>) {
    ^bb0(%in3009: f32, %out3010: f32):
      %3011 = arith.mulf %3006, %in3009 : f32
      linalg.yield %3011 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %3012 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3013 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %3014 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1614 : tensor<20x80xf32>) outs(%3013 : tensor<20x80xf32>) {
    ^bb0(%in3015: f32, %out3016: f32):
      %3017 = arith.mulf %3012, %in3015 : f32
      linalg.yield %3017 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %3018 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %3019 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3008, %3014 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3018 : tensor<20x80xf32>) {
    ^bb0(%in3020: f32, %in3021: f32, %out3022: f32):
      %3023 = arith.addf %in3020, %in3021 : f32
      linalg.yield %3023 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":114:35))
    %3024 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3025 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3026 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<80x20xf32>) outs(%3025 : tensor<80x20xf32>) {
    ^bb0(%in3027: f32, %out3028: f32):
      %3029 = arith.mulf %3024, %in3027 : f32
      linalg.yield %3029 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3030 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3031 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3032 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1532 : tensor<80x20xf32>) outs(%3031 : tensor<80x20xf32>) {
    ^bb0(%in3033: f32, %out3034: f32):
      %3035 = arith.mulf %3030, %in3033 : f32
      linalg.yield %3035 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3036 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %3037 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3026, %3032 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3036 : tensor<80x20xf32>) {
    ^bb0(%in3038: f32, %in3039: f32, %out3040: f32):
      %3041 = arith.addf %in3038, %in3039 : f32
      linalg.yield %3041 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":114:35))
    %3042 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3043 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3044 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<20x20xf32>) outs(%3043 : tensor<20x20xf32>) {
    ^bb0(%in3045: f32, %out3046: f32):
      %3047 = arith.mulf %3042, %in3045 : f32
      linalg.yield %3047 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3048 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3049 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3050 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1788 : tensor<20x20xf32>) outs(%3049 : tensor<20x20xf32>) {
    ^bb0(%in3051: f32, %out3052: f32):
      %3053 = arith.mulf %3048, %in3051 : f32
      linalg.yield %3053 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3054 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %3055 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3044, %3050 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3054 : tensor<20x20xf32>) {
    ^bb0(%in3056: f32, %in3057: f32, %out3058: f32):
      %3059 = arith.addf %in3056, %in3057 : f32
      linalg.yield %3059 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":114:35))
    %3060 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3061 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %3062 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<20x60xf32>) outs(%3061 : tensor<20x60xf32>) {
    ^bb0(%in3063: f32, %out3064: f32):
      %3065 = arith.mulf %3060, %in3063 : f32
      linalg.yield %3065 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %3066 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3067 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %3068 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1927 : tensor<20x60xf32>) outs(%3067 : tensor<20x60xf32>) {
    ^bb0(%in3069: f32, %out3070: f32):
      %3071 = arith.mulf %3066, %in3069 : f32
      linalg.yield %3071 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %3072 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %3073 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3062, %3068 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3072 : tensor<20x60xf32>) {
    ^bb0(%in3074: f32, %in3075: f32, %out3076: f32):
      %3077 = arith.addf %in3074, %in3075 : f32
      linalg.yield %3077 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":114:35))
    %3078 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3079 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3080 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg45 : tensor<20xf32>) outs(%3079 : tensor<20xf32>) {
    ^bb0(%in3081: f32, %out3082: f32):
      %3083 = arith.mulf %3078, %in3081 : f32
      linalg.yield %3083 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3084 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3085 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3086 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1370 : tensor<20xf32>) outs(%3085 : tensor<20xf32>) {
    ^bb0(%in3087: f32, %out3088: f32):
      %3089 = arith.mulf %3084, %in3087 : f32
      linalg.yield %3089 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3090 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3091 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3080, %3086 : tensor<20xf32>, tensor<20xf32>) outs(%3090 : tensor<20xf32>) {
    ^bb0(%in3092: f32, %in3093: f32, %out3094: f32):
      %3095 = arith.addf %in3092, %in3093 : f32
      linalg.yield %3095 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3096 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3097 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3098 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg46 : tensor<20xf32>) outs(%3097 : tensor<20xf32>) {
    ^bb0(%in3099: f32, %out3100: f32):
      %3101 = arith.mulf %3096, %in3099 : f32
      linalg.yield %3101 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %3102 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3103 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3104 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1397 : tensor<20xf32>) outs(%3103 : tensor<20xf32>) {
    ^bb0(%in3105: f32, %out3106: f32):
      %3107 = arith.mulf %3102, %in3105 : f32
      linalg.yield %3107 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %3108 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3109 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3098, %3104 : tensor<20xf32>, tensor<20xf32>) outs(%3108 : tensor<20xf32>) {
    ^bb0(%in3110: f32, %in3111: f32, %out3112: f32):
      %3113 = arith.addf %in3110, %in3111 : f32
      linalg.yield %3113 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %3114 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3115 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3116 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<8x20xf32>) outs(%3115 : tensor<8x20xf32>) {
    ^bb0(%in3117: f32, %out3118: f32):
      %3119 = arith.mulf %3114, %in3117 : f32
      linalg.yield %3119 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3120 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3121 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3122 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2686 : tensor<8x20xf32>) outs(%3121 : tensor<8x20xf32>) {
    ^bb0(%in3123: f32, %out3124: f32):
      %3125 = arith.mulf %3120, %in3123 : f32
      linalg.yield %3125 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3126 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":114:35))
    %3127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3116, %3122 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3126 : tensor<8x20xf32>) {
    ^bb0(%in3128: f32, %in3129: f32, %out3130: f32):
      %3131 = arith.addf %in3128, %in3129 : f32
      linalg.yield %3131 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":114:35))
    %3132 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %3133 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3134 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<50x20xf32>) outs(%3133 : tensor<50x20xf32>) {
    ^bb0(%in3135: f32, %out3136: f32):
      %3137 = arith.mulf %3132, %in3135 : f32
      linalg.yield %3137 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":114:35))
    %3138 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %3139 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2707 : tensor<50x20xf32>) outs(%3139 : tensor<50x20xf32>) {
    ^bb0(%in3141: f32, %out3142: f32):
      %3143 = arith.mulf %3138, %in3141 : f32
      linalg.yield %3143 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":114:44))
    %3144 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":114:35))
    %3145 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3134, %3140 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3144 : tensor<50x20xf32>) {
    ^bb0(%in3146: f32, %in3147: f32, %out3148: f32):
      %3149 = arith.addf %in3146, %in3147 : f32
      linalg.yield %3149 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":114:35))
    %3150 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3151 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3152 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg49 : tensor<80xf32>) outs(%3151 : tensor<80xf32>) {
    ^bb0(%in3153: f32, %out3154: f32):
      %3155 = arith.mulf %3150, %in3153 : f32
      linalg.yield %3155 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3156 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3157 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3158 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2184 : tensor<80xf32>) outs(%3157 : tensor<80xf32>) {
    ^bb0(%in3159: f32, %out3160: f32):
      %3161 = arith.mulf %3156, %in3159 : f32
      linalg.yield %3161 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3162 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3163 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3158, %2184 : tensor<80xf32>, tensor<80xf32>) outs(%3162 : tensor<80xf32>) {
    ^bb0(%in3164: f32, %in3165: f32, %out3166: f32):
      %3167 = arith.mulf %in3164, %in3165 : f32
      linalg.yield %3167 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3168 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3169 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3152, %3163 : tensor<80xf32>, tensor<80xf32>) outs(%3168 : tensor<80xf32>) {
    ^bb0(%in3170: f32, %in3171: f32, %out3172: f32):
      %3173 = arith.addf %in3170, %in3171 : f32
      linalg.yield %3173 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3174 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3175 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3176 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg50 : tensor<20xf32>) outs(%3175 : tensor<20xf32>) {
    ^bb0(%in3177: f32, %out3178: f32):
      %3179 = arith.mulf %3174, %in3177 : f32
      linalg.yield %3179 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3180 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3181 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3182 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2102 : tensor<20xf32>) outs(%3181 : tensor<20xf32>) {
    ^bb0(%in3183: f32, %out3184: f32):
      %3185 = arith.mulf %3180, %in3183 : f32
      linalg.yield %3185 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3186 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3187 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3182, %2102 : tensor<20xf32>, tensor<20xf32>) outs(%3186 : tensor<20xf32>) {
    ^bb0(%in3188: f32, %in3189: f32, %out3190: f32):
      %3191 = arith.mulf %in3188, %in3189 : f32
      linalg.yield %3191 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3192 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3193 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3176, %3187 : tensor<20xf32>, tensor<20xf32>) outs(%3192 : tensor<20xf32>) {
    ^bb0(%in3194: f32, %in3195: f32, %out3196: f32):
      %3197 = arith.addf %in3194, %in3195 : f32
      linalg.yield %3197 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3198 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3199 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3200 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg51 : tensor<20xf32>) outs(%3199 : tensor<20xf32>) {
    ^bb0(%in3201: f32, %out3202: f32):
      %3203 = arith.mulf %3198, %in3201 : f32
      linalg.yield %3203 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3204 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3205 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3206 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2532 : tensor<20xf32>) outs(%3205 : tensor<20xf32>) {
    ^bb0(%in3207: f32, %out3208: f32):
      %3209 = arith.mulf %3204, %in3207 : f32
      linalg.yield %3209 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3210 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3211 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3206, %2532 : tensor<20xf32>, tensor<20xf32>) outs(%3210 : tensor<20xf32>) {
    ^bb0(%in3212: f32, %in3213: f32, %out3214: f32):
      %3215 = arith.mulf %in3212, %in3213 : f32
      linalg.yield %3215 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3216 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3217 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3200, %3211 : tensor<20xf32>, tensor<20xf32>) outs(%3216 : tensor<20xf32>) {
    ^bb0(%in3218: f32, %in3219: f32, %out3220: f32):
      %3221 = arith.addf %in3218, %in3219 : f32
      linalg.yield %3221 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3222 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3223 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3224 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg52 : tensor<20xf32>) outs(%3223 : tensor<20xf32>) {
    ^bb0(%in3225: f32, %out3226: f32):
      %3227 = arith.mulf %3222, %in3225 : f32
      linalg.yield %3227 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3228 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3229 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3230 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2559 : tensor<20xf32>) outs(%3229 : tensor<20xf32>) {
    ^bb0(%in3231: f32, %out3232: f32):
      %3233 = arith.mulf %3228, %in3231 : f32
      linalg.yield %3233 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3234 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3235 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3230, %2559 : tensor<20xf32>, tensor<20xf32>) outs(%3234 : tensor<20xf32>) {
    ^bb0(%in3236: f32, %in3237: f32, %out3238: f32):
      %3239 = arith.mulf %in3236, %in3237 : f32
      linalg.yield %3239 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3240 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3224, %3235 : tensor<20xf32>, tensor<20xf32>) outs(%3240 : tensor<20xf32>) {
    ^bb0(%in3242: f32, %in3243: f32, %out3244: f32):
      %3245 = arith.addf %in3242, %in3243 : f32
      linalg.yield %3245 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3246 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3247 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3248 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg53 : tensor<20xf32>) outs(%3247 : tensor<20xf32>) {
    ^bb0(%in3249: f32, %out3250: f32):
      %3251 = arith.mulf %3246, %in3249 : f32
      linalg.yield %3251 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3252 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3253 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3254 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2219 : tensor<20xf32>) outs(%3253 : tensor<20xf32>) {
    ^bb0(%in3255: f32, %out3256: f32):
      %3257 = arith.mulf %3252, %in3255 : f32
      linalg.yield %3257 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3258 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3259 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3254, %2219 : tensor<20xf32>, tensor<20xf32>) outs(%3258 : tensor<20xf32>) {
    ^bb0(%in3260: f32, %in3261: f32, %out3262: f32):
      %3263 = arith.mulf %in3260, %in3261 : f32
      linalg.yield %3263 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3264 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3265 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3248, %3259 : tensor<20xf32>, tensor<20xf32>) outs(%3264 : tensor<20xf32>) {
    ^bb0(%in3266: f32, %in3267: f32, %out3268: f32):
      %3269 = arith.addf %in3266, %in3267 : f32
      linalg.yield %3269 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3270 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3271 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3272 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg54 : tensor<20xf32>) outs(%3271 : tensor<20xf32>) {
    ^bb0(%in3273: f32, %out3274: f32):
      %3275 = arith.mulf %3270, %in3273 : f32
      linalg.yield %3275 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3276 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3277 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3278 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2246 : tensor<20xf32>) outs(%3277 : tensor<20xf32>) {
    ^bb0(%in3279: f32, %out3280: f32):
      %3281 = arith.mulf %3276, %in3279 : f32
      linalg.yield %3281 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3282 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3283 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3278, %2246 : tensor<20xf32>, tensor<20xf32>) outs(%3282 : tensor<20xf32>) {
    ^bb0(%in3284: f32, %in3285: f32, %out3286: f32):
      %3287 = arith.mulf %in3284, %in3285 : f32
      linalg.yield %3287 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3288 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3289 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3272, %3283 : tensor<20xf32>, tensor<20xf32>) outs(%3288 : tensor<20xf32>) {
    ^bb0(%in3290: f32, %in3291: f32, %out3292: f32):
      %3293 = arith.addf %in3290, %in3291 : f32
      linalg.yield %3293 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3294 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3295 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3296 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<20x80xf32>) outs(%3295 : tensor<20x80xf32>) {
    ^bb0(%in3297: f32, %out3298: f32):
      %3299 = arith.mulf %3294, %in3297 : f32
      linalg.yield %3299 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3300 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3301 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3302 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2198 : tensor<20x80xf32>) outs(%3301 : tensor<20x80xf32>) {
    ^bb0(%in3303: f32, %out3304: f32):
      %3305 = arith.mulf %3300, %in3303 : f32
      linalg.yield %3305 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3306 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3302, %2198 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3306 : tensor<20x80xf32>) {
    ^bb0(%in3308: f32, %in3309: f32, %out3310: f32):
      %3311 = arith.mulf %in3308, %in3309 : f32
      linalg.yield %3311 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3312 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3313 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3296, %3307 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3312 : tensor<20x80xf32>) {
    ^bb0(%in3314: f32, %in3315: f32, %out3316: f32):
      %3317 = arith.addf %in3314, %in3315 : f32
      linalg.yield %3317 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3318 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3319 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3320 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<80x20xf32>) outs(%3319 : tensor<80x20xf32>) {
    ^bb0(%in3321: f32, %out3322: f32):
      %3323 = arith.mulf %3318, %in3321 : f32
      linalg.yield %3323 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3324 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3325 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3326 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2116 : tensor<80x20xf32>) outs(%3325 : tensor<80x20xf32>) {
    ^bb0(%in3327: f32, %out3328: f32):
      %3329 = arith.mulf %3324, %in3327 : f32
      linalg.yield %3329 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3330 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3331 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3326, %2116 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3330 : tensor<80x20xf32>) {
    ^bb0(%in3332: f32, %in3333: f32, %out3334: f32):
      %3335 = arith.mulf %in3332, %in3333 : f32
      linalg.yield %3335 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3336 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3337 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3320, %3331 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3336 : tensor<80x20xf32>) {
    ^bb0(%in3338: f32, %in3339: f32, %out3340: f32):
      %3341 = arith.addf %in3338, %in3339 : f32
      linalg.yield %3341 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3342 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3343 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3344 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<20x20xf32>) outs(%3343 : tensor<20x20xf32>) {
    ^bb0(%in3345: f32, %out3346: f32):
      %3347 = arith.mulf %3342, %in3345 : f32
      linalg.yield %3347 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3348 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3349 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2372 : tensor<20x20xf32>) outs(%3349 : tensor<20x20xf32>) {
    ^bb0(%in3351: f32, %out3352: f32):
      %3353 = arith.mulf %3348, %in3351 : f32
      linalg.yield %3353 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3354 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3355 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3350, %2372 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3354 : tensor<20x20xf32>) {
    ^bb0(%in3356: f32, %in3357: f32, %out3358: f32):
      %3359 = arith.mulf %in3356, %in3357 : f32
      linalg.yield %3359 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3360 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3361 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3344, %3355 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3360 : tensor<20x20xf32>) {
    ^bb0(%in3362: f32, %in3363: f32, %out3364: f32):
      %3365 = arith.addf %in3362, %in3363 : f32
      linalg.yield %3365 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3366 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3367 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3368 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<20x60xf32>) outs(%3367 : tensor<20x60xf32>) {
    ^bb0(%in3369: f32, %out3370: f32):
      %3371 = arith.mulf %3366, %in3369 : f32
      linalg.yield %3371 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3372 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3373 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3374 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2511 : tensor<20x60xf32>) outs(%3373 : tensor<20x60xf32>) {
    ^bb0(%in3375: f32, %out3376: f32):
      %3377 = arith.mulf %3372, %in3375 : f32
      linalg.yield %3377 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3378 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3379 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3374, %2511 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3378 : tensor<20x60xf32>) {
    ^bb0(%in3380: f32, %in3381: f32, %out3382: f32):
      %3383 = arith.mulf %in3380, %in3381 : f32
      linalg.yield %3383 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3384 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3385 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3368, %3379 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3384 : tensor<20x60xf32>) {
    ^bb0(%in3386: f32, %in3387: f32, %out3388: f32):
      %3389 = arith.addf %in3386, %in3387 : f32
      linalg.yield %3389 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3390 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3391 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3392 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg59 : tensor<80xf32>) outs(%3391 : tensor<80xf32>) {
    ^bb0(%in3393: f32, %out3394: f32):
      %3395 = arith.mulf %3390, %in3393 : f32
      linalg.yield %3395 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:35))
    %3396 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3397 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3398 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1600 : tensor<80xf32>) outs(%3397 : tensor<80xf32>) {
    ^bb0(%in3399: f32, %out3400: f32):
      %3401 = arith.mulf %3396, %in3399 : f32
      linalg.yield %3401 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3402 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3403 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3398, %1600 : tensor<80xf32>, tensor<80xf32>) outs(%3402 : tensor<80xf32>) {
    ^bb0(%in3404: f32, %in3405: f32, %out3406: f32):
      %3407 = arith.mulf %in3404, %in3405 : f32
      linalg.yield %3407 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":115:44))
    %3408 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3409 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3392, %3403 : tensor<80xf32>, tensor<80xf32>) outs(%3408 : tensor<80xf32>) {
    ^bb0(%in3410: f32, %in3411: f32, %out3412: f32):
      %3413 = arith.addf %in3410, %in3411 : f32
      linalg.yield %3413 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":115:35))
    %3414 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3415 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3416 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg60 : tensor<20xf32>) outs(%3415 : tensor<20xf32>) {
    ^bb0(%in3417: f32, %out3418: f32):
      %3419 = arith.mulf %3414, %in3417 : f32
      linalg.yield %3419 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3420 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3421 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3422 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1518 : tensor<20xf32>) outs(%3421 : tensor<20xf32>) {
    ^bb0(%in3423: f32, %out3424: f32):
      %3425 = arith.mulf %3420, %in3423 : f32
      linalg.yield %3425 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3426 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3422, %1518 : tensor<20xf32>, tensor<20xf32>) outs(%3426 : tensor<20xf32>) {
    ^bb0(%in3428: f32, %in3429: f32, %out3430: f32):
      %3431 = arith.mulf %in3428, %in3429 : f32
      linalg.yield %3431 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3432 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3433 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3416, %3427 : tensor<20xf32>, tensor<20xf32>) outs(%3432 : tensor<20xf32>) {
    ^bb0(%in3434: f32, %in3435: f32, %out3436: f32):
      %3437 = arith.addf %in3434, %in3435 : f32
      linalg.yield %3437 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3438 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3439 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3440 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg61 : tensor<20xf32>) outs(%3439 : tensor<20xf32>) {
    ^bb0(%in3441: f32, %out3442: f32):
      %3443 = arith.mulf %3438, %in3441 : f32
      linalg.yield %3443 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3444 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3445 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1948 : tensor<20xf32>) outs(%3445 : tensor<20xf32>) {
    ^bb0(%in3447: f32, %out3448: f32):
      %3449 = arith.mulf %3444, %in3447 : f32
      linalg.yield %3449 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3450 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3451 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3446, %1948 : tensor<20xf32>, tensor<20xf32>) outs(%3450 : tensor<20xf32>) {
    ^bb0(%in3452: f32, %in3453: f32, %out3454: f32):
      %3455 = arith.mulf %in3452, %in3453 : f32
      linalg.yield %3455 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3456 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3457 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3440, %3451 : tensor<20xf32>, tensor<20xf32>) outs(%3456 : tensor<20xf32>) {
    ^bb0(%in3458: f32, %in3459: f32, %out3460: f32):
      %3461 = arith.addf %in3458, %in3459 : f32
      linalg.yield %3461 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3462 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3463 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3464 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg62 : tensor<20xf32>) outs(%3463 : tensor<20xf32>) {
    ^bb0(%in3465: f32, %out3466: f32):
      %3467 = arith.mulf %3462, %in3465 : f32
      linalg.yield %3467 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3468 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3469 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3470 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1975 : tensor<20xf32>) outs(%3469 : tensor<20xf32>) {
    ^bb0(%in3471: f32, %out3472: f32):
      %3473 = arith.mulf %3468, %in3471 : f32
      linalg.yield %3473 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3474 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3475 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3470, %1975 : tensor<20xf32>, tensor<20xf32>) outs(%3474 : tensor<20xf32>) {
    ^bb0(%in3476: f32, %in3477: f32, %out3478: f32):
      %3479 = arith.mulf %in3476, %in3477 : f32
      linalg.yield %3479 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3480 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3481 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3464, %3475 : tensor<20xf32>, tensor<20xf32>) outs(%3480 : tensor<20xf32>) {
    ^bb0(%in3482: f32, %in3483: f32, %out3484: f32):
      %3485 = arith.addf %in3482, %in3483 : f32
      linalg.yield %3485 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3486 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3487 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3488 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg63 : tensor<20xf32>) outs(%3487 : tensor<20xf32>) {
    ^bb0(%in3489: f32, %out3490: f32):
      %3491 = arith.mulf %3486, %in3489 : f32
      linalg.yield %3491 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3492 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3493 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3494 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1635 : tensor<20xf32>) outs(%3493 : tensor<20xf32>) {
    ^bb0(%in3495: f32, %out3496: f32):
      %3497 = arith.mulf %3492, %in3495 : f32
      linalg.yield %3497 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3498 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3499 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3494, %1635 : tensor<20xf32>, tensor<20xf32>) outs(%3498 : tensor<20xf32>) {
    ^bb0(%in3500: f32, %in3501: f32, %out3502: f32):
      %3503 = arith.mulf %in3500, %in3501 : f32
      linalg.yield %3503 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3504 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3505 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3488, %3499 : tensor<20xf32>, tensor<20xf32>) outs(%3504 : tensor<20xf32>) {
    ^bb0(%in3506: f32, %in3507: f32, %out3508: f32):
      %3509 = arith.addf %in3506, %in3507 : f32
      linalg.yield %3509 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3510 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3511 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3512 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg64 : tensor<20xf32>) outs(%3511 : tensor<20xf32>) {
    ^bb0(%in3513: f32, %out3514: f32):
      %3515 = arith.mulf %3510, %in3513 : f32
      linalg.yield %3515 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3516 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3517 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3518 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1662 : tensor<20xf32>) outs(%3517 : tensor<20xf32>) {
    ^bb0(%in3519: f32, %out3520: f32):
      %3521 = arith.mulf %3516, %in3519 : f32
      linalg.yield %3521 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3522 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3523 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3518, %1662 : tensor<20xf32>, tensor<20xf32>) outs(%3522 : tensor<20xf32>) {
    ^bb0(%in3524: f32, %in3525: f32, %out3526: f32):
      %3527 = arith.mulf %in3524, %in3525 : f32
      linalg.yield %3527 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3528 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3529 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3512, %3523 : tensor<20xf32>, tensor<20xf32>) outs(%3528 : tensor<20xf32>) {
    ^bb0(%in3530: f32, %in3531: f32, %out3532: f32):
      %3533 = arith.addf %in3530, %in3531 : f32
      linalg.yield %3533 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3534 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3535 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<20x80xf32>) outs(%3535 : tensor<20x80xf32>) {
    ^bb0(%in3537: f32, %out3538: f32):
      %3539 = arith.mulf %3534, %in3537 : f32
      linalg.yield %3539 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3540 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3541 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3542 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1614 : tensor<20x80xf32>) outs(%3541 : tensor<20x80xf32>) {
    ^bb0(%in3543: f32, %out3544: f32):
      %3545 = arith.mulf %3540, %in3543 : f32
      linalg.yield %3545 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3546 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3547 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3542, %1614 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3546 : tensor<20x80xf32>) {
    ^bb0(%in3548: f32, %in3549: f32, %out3550: f32):
      %3551 = arith.mulf %in3548, %in3549 : f32
      linalg.yield %3551 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3552 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3553 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3536, %3547 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%3552 : tensor<20x80xf32>) {
    ^bb0(%in3554: f32, %in3555: f32, %out3556: f32):
      %3557 = arith.addf %in3554, %in3555 : f32
      linalg.yield %3557 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3558 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3559 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<80x20xf32>) outs(%3559 : tensor<80x20xf32>) {
    ^bb0(%in3561: f32, %out3562: f32):
      %3563 = arith.mulf %3558, %in3561 : f32
      linalg.yield %3563 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3564 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3565 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3566 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1532 : tensor<80x20xf32>) outs(%3565 : tensor<80x20xf32>) {
    ^bb0(%in3567: f32, %out3568: f32):
      %3569 = arith.mulf %3564, %in3567 : f32
      linalg.yield %3569 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3570 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3571 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3566, %1532 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3570 : tensor<80x20xf32>) {
    ^bb0(%in3572: f32, %in3573: f32, %out3574: f32):
      %3575 = arith.mulf %in3572, %in3573 : f32
      linalg.yield %3575 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3576 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3577 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3560, %3571 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%3576 : tensor<80x20xf32>) {
    ^bb0(%in3578: f32, %in3579: f32, %out3580: f32):
      %3581 = arith.addf %in3578, %in3579 : f32
      linalg.yield %3581 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3582 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3583 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3584 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<20x20xf32>) outs(%3583 : tensor<20x20xf32>) {
    ^bb0(%in3585: f32, %out3586: f32):
      %3587 = arith.mulf %3582, %in3585 : f32
      linalg.yield %3587 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3588 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3589 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3590 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1788 : tensor<20x20xf32>) outs(%3589 : tensor<20x20xf32>) {
    ^bb0(%in3591: f32, %out3592: f32):
      %3593 = arith.mulf %3588, %in3591 : f32
      linalg.yield %3593 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3594 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3595 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3590, %1788 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3594 : tensor<20x20xf32>) {
    ^bb0(%in3596: f32, %in3597: f32, %out3598: f32):
      %3599 = arith.mulf %in3596, %in3597 : f32
      linalg.yield %3599 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3600 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3601 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3584, %3595 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%3600 : tensor<20x20xf32>) {
    ^bb0(%in3602: f32, %in3603: f32, %out3604: f32):
      %3605 = arith.addf %in3602, %in3603 : f32
      linalg.yield %3605 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3606 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3607 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3608 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<20x60xf32>) outs(%3607 : tensor<20x60xf32>) {
    ^bb0(%in3609: f32, %out3610: f32):
      %3611 = arith.mulf %3606, %in3609 : f32
      linalg.yield %3611 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3612 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3613 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3614 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1927 : tensor<20x60xf32>) outs(%3613 : tensor<20x60xf32>) {
    ^bb0(%in3615: f32, %out3616: f32):
      %3617 = arith.mulf %3612, %in3615 : f32
      linalg.yield %3617 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3618 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3619 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3614, %1927 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3618 : tensor<20x60xf32>) {
    ^bb0(%in3620: f32, %in3621: f32, %out3622: f32):
      %3623 = arith.mulf %in3620, %in3621 : f32
      linalg.yield %3623 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3624 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3625 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3608, %3619 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%3624 : tensor<20x60xf32>) {
    ^bb0(%in3626: f32, %in3627: f32, %out3628: f32):
      %3629 = arith.addf %in3626, %in3627 : f32
      linalg.yield %3629 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3630 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3631 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3632 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg69 : tensor<20xf32>) outs(%3631 : tensor<20xf32>) {
    ^bb0(%in3633: f32, %out3634: f32):
      %3635 = arith.mulf %3630, %in3633 : f32
      linalg.yield %3635 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3636 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3637 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3638 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1370 : tensor<20xf32>) outs(%3637 : tensor<20xf32>) {
    ^bb0(%in3639: f32, %out3640: f32):
      %3641 = arith.mulf %3636, %in3639 : f32
      linalg.yield %3641 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3642 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3643 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3638, %1370 : tensor<20xf32>, tensor<20xf32>) outs(%3642 : tensor<20xf32>) {
    ^bb0(%in3644: f32, %in3645: f32, %out3646: f32):
      %3647 = arith.mulf %in3644, %in3645 : f32
      linalg.yield %3647 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3648 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3649 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3632, %3643 : tensor<20xf32>, tensor<20xf32>) outs(%3648 : tensor<20xf32>) {
    ^bb0(%in3650: f32, %in3651: f32, %out3652: f32):
      %3653 = arith.addf %in3650, %in3651 : f32
      linalg.yield %3653 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3654 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3655 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3656 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg70 : tensor<20xf32>) outs(%3655 : tensor<20xf32>) {
    ^bb0(%in3657: f32, %out3658: f32):
      %3659 = arith.mulf %3654, %in3657 : f32
      linalg.yield %3659 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3660 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3661 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3662 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1397 : tensor<20xf32>) outs(%3661 : tensor<20xf32>) {
    ^bb0(%in3663: f32, %out3664: f32):
      %3665 = arith.mulf %3660, %in3663 : f32
      linalg.yield %3665 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3666 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3667 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3662, %1397 : tensor<20xf32>, tensor<20xf32>) outs(%3666 : tensor<20xf32>) {
    ^bb0(%in3668: f32, %in3669: f32, %out3670: f32):
      %3671 = arith.mulf %in3668, %in3669 : f32
      linalg.yield %3671 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3672 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3673 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3656, %3667 : tensor<20xf32>, tensor<20xf32>) outs(%3672 : tensor<20xf32>) {
    ^bb0(%in3674: f32, %in3675: f32, %out3676: f32):
      %3677 = arith.addf %in3674, %in3675 : f32
      linalg.yield %3677 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3678 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3679 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3680 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<8x20xf32>) outs(%3679 : tensor<8x20xf32>) {
    ^bb0(%in3681: f32, %out3682: f32):
      %3683 = arith.mulf %3678, %in3681 : f32
      linalg.yield %3683 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3684 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3685 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3686 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2686 : tensor<8x20xf32>) outs(%3685 : tensor<8x20xf32>) {
    ^bb0(%in3687: f32, %out3688: f32):
      %3689 = arith.mulf %3684, %in3687 : f32
      linalg.yield %3689 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3690 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3691 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3686, %2686 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3690 : tensor<8x20xf32>) {
    ^bb0(%in3692: f32, %in3693: f32, %out3694: f32):
      %3695 = arith.mulf %in3692, %in3693 : f32
      linalg.yield %3695 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3696 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":115:35))
    %3697 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3680, %3691 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3696 : tensor<8x20xf32>) {
    ^bb0(%in3698: f32, %in3699: f32, %out3700: f32):
      %3701 = arith.addf %in3698, %in3699 : f32
      linalg.yield %3701 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":115:35))
    %3702 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3703 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3704 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<50x20xf32>) outs(%3703 : tensor<50x20xf32>) {
    ^bb0(%in3705: f32, %out3706: f32):
      %3707 = arith.mulf %3702, %in3705 : f32
      linalg.yield %3707 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3708 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3709 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3710 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2707 : tensor<50x20xf32>) outs(%3709 : tensor<50x20xf32>) {
    ^bb0(%in3711: f32, %out3712: f32):
      %3713 = arith.mulf %3708, %in3711 : f32
      linalg.yield %3713 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3714 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3715 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3710, %2707 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3714 : tensor<50x20xf32>) {
    ^bb0(%in3716: f32, %in3717: f32, %out3718: f32):
      %3719 = arith.mulf %in3716, %in3717 : f32
      linalg.yield %3719 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3720 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":115:35))
    %3721 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3704, %3715 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3720 : tensor<50x20xf32>) {
    ^bb0(%in3722: f32, %in3723: f32, %out3724: f32):
      %3725 = arith.addf %in3722, %in3723 : f32
      linalg.yield %3725 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":115:35))
    %3726 = arith.constant 0.8999999761581421 : f32 loc("pow"("examples/gpt.py":116:24))
    %3727 = tensor.empty() : tensor<f32> loc("pow"("examples/gpt.py":116:24))
    %3728 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2714 : tensor<f32>) outs(%3727 : tensor<f32>) {
    ^bb0(%in3729: f32, %out3730: f32):
      %3731 = math.powf %3726, %in3729 : f32
      linalg.yield %3731 : f32
    } -> tensor<f32> loc("pow"("examples/gpt.py":116:24))
    %3732 = arith.constant 1.0 : f32 loc("sub"("examples/gpt.py":116:20))
    %3733 = tensor.empty() : tensor<f32> loc("sub"("examples/gpt.py":116:20))
    %3734 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3728 : tensor<f32>) outs(%3733 : tensor<f32>) {
    ^bb0(%in3735: f32, %out3736: f32):
      %3737 = arith.subf %3732, %in3735 : f32
      linalg.yield %3737 : f32
    } -> tensor<f32> loc("sub"("examples/gpt.py":116:20))
    %3738 = arith.constant 1.0 : f32 loc("div"("examples/gpt.py":116:15))
    %3739 = tensor.empty() : tensor<f32> loc("div"("examples/gpt.py":116:15))
    %3740 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3734 : tensor<f32>) outs(%3739 : tensor<f32>) {
    ^bb0(%in3741: f32, %out3742: f32):
      %3743 = arith.divf %3738, %in3741 : f32
      linalg.yield %3743 : f32
    } -> tensor<f32> loc("div"("examples/gpt.py":116:15))
    %3744 = arith.constant 0.949999988079071 : f32 loc("pow"("examples/gpt.py":117:24))
    %3745 = tensor.empty() : tensor<f32> loc("pow"("examples/gpt.py":117:24))
    %3746 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2714 : tensor<f32>) outs(%3745 : tensor<f32>) {
    ^bb0(%in3747: f32, %out3748: f32):
      %3749 = math.powf %3744, %in3747 : f32
      linalg.yield %3749 : f32
    } -> tensor<f32> loc("pow"("examples/gpt.py":117:24))
    %3750 = arith.constant 1.0 : f32 loc("sub"("examples/gpt.py":117:20))
    %3751 = tensor.empty() : tensor<f32> loc("sub"("examples/gpt.py":117:20))
    %3752 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3746 : tensor<f32>) outs(%3751 : tensor<f32>) {
    ^bb0(%in3753: f32, %out3754: f32):
      %3755 = arith.subf %3750, %in3753 : f32
      linalg.yield %3755 : f32
    } -> tensor<f32> loc("sub"("examples/gpt.py":117:20))
    %3756 = arith.constant 1.0 : f32 loc("div"("examples/gpt.py":117:15))
    %3757 = tensor.empty() : tensor<f32> loc("div"("examples/gpt.py":117:15))
    %3758 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3752 : tensor<f32>) outs(%3757 : tensor<f32>) {
    ^bb0(%in3759: f32, %out3760: f32):
      %3761 = arith.divf %3756, %in3759 : f32
      linalg.yield %3761 : f32
    } -> tensor<f32> loc("div"("examples/gpt.py":117:15))
    %3762 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %3763 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2731, %3740 : tensor<80xf32>, tensor<f32>) outs(%3762 : tensor<80xf32>) {
    ^bb0(%in3764: f32, %in3765: f32, %out3766: f32):
      %3767 = arith.mulf %in3764, %in3765 : f32
      linalg.yield %3767 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %3768 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %3769 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3169, %3758 : tensor<80xf32>, tensor<f32>) outs(%3768 : tensor<80xf32>) {
    ^bb0(%in3770: f32, %in3771: f32, %out3772: f32):
      %3773 = arith.mulf %in3770, %in3771 : f32
      linalg.yield %3773 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %3774 = tensor.empty() : tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3775 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3769 : tensor<80xf32>) outs(%3774 : tensor<80xf32>) {
    ^bb0(%in3776: f32, %out3777: f32):
      %3778 = math.sqrt %in3776 : f32
      linalg.yield %3778 : f32
    } -> tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3779 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3780 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %3781 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3775 : tensor<80xf32>) outs(%3780 : tensor<80xf32>) {
    ^bb0(%in3782: f32, %out3783: f32):
      %3784 = arith.addf %in3782, %3779 : f32
      linalg.yield %3784 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %3785 = tensor.empty() : tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %3786 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3763, %3781 : tensor<80xf32>, tensor<80xf32>) outs(%3785 : tensor<80xf32>) {
    ^bb0(%in3787: f32, %in3788: f32, %out3789: f32):
      %3790 = arith.divf %in3787, %in3788 : f32
      linalg.yield %3790 : f32
    } -> tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %3791 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3792 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %3793 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<80xf32>) outs(%3792 : tensor<80xf32>) {
    ^bb0(%in3794: f32, %out3795: f32):
      %3796 = arith.mulf %3791, %in3794 : f32
      linalg.yield %3796 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %3797 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %3798 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3786, %3793 : tensor<80xf32>, tensor<80xf32>) outs(%3797 : tensor<80xf32>) {
    ^bb0(%in3799: f32, %in3800: f32, %out3801: f32):
      %3802 = arith.addf %in3799, %in3800 : f32
      linalg.yield %3802 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %3803 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3804 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %3805 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3798 : tensor<80xf32>) outs(%3804 : tensor<80xf32>) {
    ^bb0(%in3806: f32, %out3807: f32):
      %3808 = arith.mulf %3803, %in3806 : f32
      linalg.yield %3808 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %3809 = tensor.empty() : tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %3810 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %3805 : tensor<80xf32>, tensor<80xf32>) outs(%3809 : tensor<80xf32>) {
    ^bb0(%in3811: f32, %in3812: f32, %out3813: f32):
      %3814 = arith.subf %in3811, %in3812 : f32
      linalg.yield %3814 : f32
    } -> tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %3815 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3816 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2749, %3740 : tensor<20xf32>, tensor<f32>) outs(%3815 : tensor<20xf32>) {
    ^bb0(%in3817: f32, %in3818: f32, %out3819: f32):
      %3820 = arith.mulf %in3817, %in3818 : f32
      linalg.yield %3820 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3821 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3822 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3193, %3758 : tensor<20xf32>, tensor<f32>) outs(%3821 : tensor<20xf32>) {
    ^bb0(%in3823: f32, %in3824: f32, %out3825: f32):
      %3826 = arith.mulf %in3823, %in3824 : f32
      linalg.yield %3826 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3827 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3828 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3822 : tensor<20xf32>) outs(%3827 : tensor<20xf32>) {
    ^bb0(%in3829: f32, %out3830: f32):
      %3831 = math.sqrt %in3829 : f32
      linalg.yield %3831 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3832 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3833 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3834 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3828 : tensor<20xf32>) outs(%3833 : tensor<20xf32>) {
    ^bb0(%in3835: f32, %out3836: f32):
      %3837 = arith.addf %in3835, %3832 : f32
      linalg.yield %3837 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3838 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3839 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3816, %3834 : tensor<20xf32>, tensor<20xf32>) outs(%3838 : tensor<20xf32>) {
    ^bb0(%in3840: f32, %in3841: f32, %out3842: f32):
      %3843 = arith.divf %in3840, %in3841 : f32
      linalg.yield %3843 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3844 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3845 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3846 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<20xf32>) outs(%3845 : tensor<20xf32>) {
    ^bb0(%in3847: f32, %out3848: f32):
      %3849 = arith.mulf %3844, %in3847 : f32
      linalg.yield %3849 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3850 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3851 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3839, %3846 : tensor<20xf32>, tensor<20xf32>) outs(%3850 : tensor<20xf32>) {
    ^bb0(%in3852: f32, %in3853: f32, %out3854: f32):
      %3855 = arith.addf %in3852, %in3853 : f32
      linalg.yield %3855 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3856 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3857 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3858 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3851 : tensor<20xf32>) outs(%3857 : tensor<20xf32>) {
    ^bb0(%in3859: f32, %out3860: f32):
      %3861 = arith.mulf %3856, %in3859 : f32
      linalg.yield %3861 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3862 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3863 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %3858 : tensor<20xf32>, tensor<20xf32>) outs(%3862 : tensor<20xf32>) {
    ^bb0(%in3864: f32, %in3865: f32, %out3866: f32):
      %3867 = arith.subf %in3864, %in3865 : f32
      linalg.yield %3867 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3868 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3869 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2767, %3740 : tensor<20xf32>, tensor<f32>) outs(%3868 : tensor<20xf32>) {
    ^bb0(%in3870: f32, %in3871: f32, %out3872: f32):
      %3873 = arith.mulf %in3870, %in3871 : f32
      linalg.yield %3873 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3874 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3875 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3217, %3758 : tensor<20xf32>, tensor<f32>) outs(%3874 : tensor<20xf32>) {
    ^bb0(%in3876: f32, %in3877: f32, %out3878: f32):
      %3879 = arith.mulf %in3876, %in3877 : f32
      linalg.yield %3879 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3880 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3881 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3875 : tensor<20xf32>) outs(%3880 : tensor<20xf32>) {
    ^bb0(%in3882: f32, %out3883: f32):
      %3884 = math.sqrt %in3882 : f32
      linalg.yield %3884 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3885 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3886 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3887 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3881 : tensor<20xf32>) outs(%3886 : tensor<20xf32>) {
    ^bb0(%in3888: f32, %out3889: f32):
      %3890 = arith.addf %in3888, %3885 : f32
      linalg.yield %3890 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3891 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3892 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3869, %3887 : tensor<20xf32>, tensor<20xf32>) outs(%3891 : tensor<20xf32>) {
    ^bb0(%in3893: f32, %in3894: f32, %out3895: f32):
      %3896 = arith.divf %in3893, %in3894 : f32
      linalg.yield %3896 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3897 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3898 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3899 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<20xf32>) outs(%3898 : tensor<20xf32>) {
    ^bb0(%in3900: f32, %out3901: f32):
      %3902 = arith.mulf %3897, %in3900 : f32
      linalg.yield %3902 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3903 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3904 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3892, %3899 : tensor<20xf32>, tensor<20xf32>) outs(%3903 : tensor<20xf32>) {
    ^bb0(%in3905: f32, %in3906: f32, %out3907: f32):
      %3908 = arith.addf %in3905, %in3906 : f32
      linalg.yield %3908 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3909 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3910 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3911 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3904 : tensor<20xf32>) outs(%3910 : tensor<20xf32>) {
    ^bb0(%in3912: f32, %out3913: f32):
      %3914 = arith.mulf %3909, %in3912 : f32
      linalg.yield %3914 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3915 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3916 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2, %3911 : tensor<20xf32>, tensor<20xf32>) outs(%3915 : tensor<20xf32>) {
    ^bb0(%in3917: f32, %in3918: f32, %out3919: f32):
      %3920 = arith.subf %in3917, %in3918 : f32
      linalg.yield %3920 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3921 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3922 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2785, %3740 : tensor<20xf32>, tensor<f32>) outs(%3921 : tensor<20xf32>) {
    ^bb0(%in3923: f32, %in3924: f32, %out3925: f32):
      %3926 = arith.mulf %in3923, %in3924 : f32
      linalg.yield %3926 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3927 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3928 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3241, %3758 : tensor<20xf32>, tensor<f32>) outs(%3927 : tensor<20xf32>) {
    ^bb0(%in3929: f32, %in3930: f32, %out3931: f32):
      %3932 = arith.mulf %in3929, %in3930 : f32
      linalg.yield %3932 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3933 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3934 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3928 : tensor<20xf32>) outs(%3933 : tensor<20xf32>) {
    ^bb0(%in3935: f32, %out3936: f32):
      %3937 = math.sqrt %in3935 : f32
      linalg.yield %3937 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3938 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3939 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3940 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3934 : tensor<20xf32>) outs(%3939 : tensor<20xf32>) {
    ^bb0(%in3941: f32, %out3942: f32):
      %3943 = arith.addf %in3941, %3938 : f32
      linalg.yield %3943 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3944 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3945 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3922, %3940 : tensor<20xf32>, tensor<20xf32>) outs(%3944 : tensor<20xf32>) {
    ^bb0(%in3946: f32, %in3947: f32, %out3948: f32):
      %3949 = arith.divf %in3946, %in3947 : f32
      linalg.yield %3949 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3950 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3951 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3952 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<20xf32>) outs(%3951 : tensor<20xf32>) {
    ^bb0(%in3953: f32, %out3954: f32):
      %3955 = arith.mulf %3950, %in3953 : f32
      linalg.yield %3955 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3956 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3957 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3945, %3952 : tensor<20xf32>, tensor<20xf32>) outs(%3956 : tensor<20xf32>) {
    ^bb0(%in3958: f32, %in3959: f32, %out3960: f32):
      %3961 = arith.addf %in3958, %in3959 : f32
      linalg.yield %3961 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3962 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3963 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3964 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3957 : tensor<20xf32>) outs(%3963 : tensor<20xf32>) {
    ^bb0(%in3965: f32, %out3966: f32):
      %3967 = arith.mulf %3962, %in3965 : f32
      linalg.yield %3967 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3968 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3969 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3, %3964 : tensor<20xf32>, tensor<20xf32>) outs(%3968 : tensor<20xf32>) {
    ^bb0(%in3970: f32, %in3971: f32, %out3972: f32):
      %3973 = arith.subf %in3970, %in3971 : f32
      linalg.yield %3973 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3974 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3975 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2803, %3740 : tensor<20xf32>, tensor<f32>) outs(%3974 : tensor<20xf32>) {
    ^bb0(%in3976: f32, %in3977: f32, %out3978: f32):
      %3979 = arith.mulf %in3976, %in3977 : f32
      linalg.yield %3979 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3980 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3981 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3265, %3758 : tensor<20xf32>, tensor<f32>) outs(%3980 : tensor<20xf32>) {
    ^bb0(%in3982: f32, %in3983: f32, %out3984: f32):
      %3985 = arith.mulf %in3982, %in3983 : f32
      linalg.yield %3985 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3986 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3987 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3981 : tensor<20xf32>) outs(%3986 : tensor<20xf32>) {
    ^bb0(%in3988: f32, %out3989: f32):
      %3990 = math.sqrt %in3988 : f32
      linalg.yield %3990 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3991 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3992 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3993 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3987 : tensor<20xf32>) outs(%3992 : tensor<20xf32>) {
    ^bb0(%in3994: f32, %out3995: f32):
      %3996 = arith.addf %in3994, %3991 : f32
      linalg.yield %3996 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3997 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3998 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3975, %3993 : tensor<20xf32>, tensor<20xf32>) outs(%3997 : tensor<20xf32>) {
    ^bb0(%in3999: f32, %in4000: f32, %out4001: f32):
      %4002 = arith.divf %in3999, %in4000 : f32
      linalg.yield %4002 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4003 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4004 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4005 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<20xf32>) outs(%4004 : tensor<20xf32>) {
    ^bb0(%in4006: f32, %out4007: f32):
      %4008 = arith.mulf %4003, %in4006 : f32
      linalg.yield %4008 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4009 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4010 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3998, %4005 : tensor<20xf32>, tensor<20xf32>) outs(%4009 : tensor<20xf32>) {
    ^bb0(%in4011: f32, %in4012: f32, %out4013: f32):
      %4014 = arith.addf %in4011, %in4012 : f32
      linalg.yield %4014 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4015 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4016 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4017 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4010 : tensor<20xf32>) outs(%4016 : tensor<20xf32>) {
    ^bb0(%in4018: f32, %out4019: f32):
      %4020 = arith.mulf %4015, %in4018 : f32
      linalg.yield %4020 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4021 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4022 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4, %4017 : tensor<20xf32>, tensor<20xf32>) outs(%4021 : tensor<20xf32>) {
    ^bb0(%in4023: f32, %in4024: f32, %out4025: f32):
      %4026 = arith.subf %in4023, %in4024 : f32
      linalg.yield %4026 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4027 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4028 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2821, %3740 : tensor<20xf32>, tensor<f32>) outs(%4027 : tensor<20xf32>) {
    ^bb0(%in4029: f32, %in4030: f32, %out4031: f32):
      %4032 = arith.mulf %in4029, %in4030 : f32
      linalg.yield %4032 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4033 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4034 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3289, %3758 : tensor<20xf32>, tensor<f32>) outs(%4033 : tensor<20xf32>) {
    ^bb0(%in4035: f32, %in4036: f32, %out4037: f32):
      %4038 = arith.mulf %in4035, %in4036 : f32
      linalg.yield %4038 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4039 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4040 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4034 : tensor<20xf32>) outs(%4039 : tensor<20xf32>) {
    ^bb0(%in4041: f32, %out4042: f32):
      %4043 = math.sqrt %in4041 : f32
      linalg.yield %4043 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4044 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4045 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4046 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4040 : tensor<20xf32>) outs(%4045 : tensor<20xf32>) {
    ^bb0(%in4047: f32, %out4048: f32):
      %4049 = arith.addf %in4047, %4044 : f32
      linalg.yield %4049 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4050 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4051 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4028, %4046 : tensor<20xf32>, tensor<20xf32>) outs(%4050 : tensor<20xf32>) {
    ^bb0(%in4052: f32, %in4053: f32, %out4054: f32):
      %4055 = arith.divf %in4052, %in4053 : f32
      linalg.yield %4055 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4056 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4057 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4058 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5 : tensor<20xf32>) outs(%4057 : tensor<20xf32>) {
    ^bb0(%in4059: f32, %out4060: f32):
      %4061 = arith.mulf %4056, %in4059 : f32
      linalg.yield %4061 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4062 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4063 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4051, %4058 : tensor<20xf32>, tensor<20xf32>) outs(%4062 : tensor<20xf32>) {
    ^bb0(%in4064: f32, %in4065: f32, %out4066: f32):
      %4067 = arith.addf %in4064, %in4065 : f32
      linalg.yield %4067 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4068 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4069 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4070 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4063 : tensor<20xf32>) outs(%4069 : tensor<20xf32>) {
    ^bb0(%in4071: f32, %out4072: f32):
      %4073 = arith.mulf %4068, %in4071 : f32
      linalg.yield %4073 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4074 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4075 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5, %4070 : tensor<20xf32>, tensor<20xf32>) outs(%4074 : tensor<20xf32>) {
    ^bb0(%in4076: f32, %in4077: f32, %out4078: f32):
      %4079 = arith.subf %in4076, %in4077 : f32
      linalg.yield %4079 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4080 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4081 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2839, %3740 : tensor<20x80xf32>, tensor<f32>) outs(%4080 : tensor<20x80xf32>) {
    ^bb0(%in4082: f32, %in4083: f32, %out4084: f32):
      %4085 = arith.mulf %in4082, %in4083 : f32
      linalg.yield %4085 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4086 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4087 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3313, %3758 : tensor<20x80xf32>, tensor<f32>) outs(%4086 : tensor<20x80xf32>) {
    ^bb0(%in4088: f32, %in4089: f32, %out4090: f32):
      %4091 = arith.mulf %in4088, %in4089 : f32
      linalg.yield %4091 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4092 = tensor.empty() : tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4093 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4087 : tensor<20x80xf32>) outs(%4092 : tensor<20x80xf32>) {
    ^bb0(%in4094: f32, %out4095: f32):
      %4096 = math.sqrt %in4094 : f32
      linalg.yield %4096 : f32
    } -> tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4097 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4098 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4099 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4093 : tensor<20x80xf32>) outs(%4098 : tensor<20x80xf32>) {
    ^bb0(%in4100: f32, %out4101: f32):
      %4102 = arith.addf %in4100, %4097 : f32
      linalg.yield %4102 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4103 = tensor.empty() : tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4104 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4081, %4099 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4103 : tensor<20x80xf32>) {
    ^bb0(%in4105: f32, %in4106: f32, %out4107: f32):
      %4108 = arith.divf %in4105, %in4106 : f32
      linalg.yield %4108 : f32
    } -> tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4109 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4110 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4111 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<20x80xf32>) outs(%4110 : tensor<20x80xf32>) {
    ^bb0(%in4112: f32, %out4113: f32):
      %4114 = arith.mulf %4109, %in4112 : f32
      linalg.yield %4114 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4115 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4116 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4104, %4111 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4115 : tensor<20x80xf32>) {
    ^bb0(%in4117: f32, %in4118: f32, %out4119: f32):
      %4120 = arith.addf %in4117, %in4118 : f32
      linalg.yield %4120 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4121 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4122 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4123 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4116 : tensor<20x80xf32>) outs(%4122 : tensor<20x80xf32>) {
    ^bb0(%in4124: f32, %out4125: f32):
      %4126 = arith.mulf %4121, %in4124 : f32
      linalg.yield %4126 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4127 = tensor.empty() : tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4128 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %4123 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4127 : tensor<20x80xf32>) {
    ^bb0(%in4129: f32, %in4130: f32, %out4131: f32):
      %4132 = arith.subf %in4129, %in4130 : f32
      linalg.yield %4132 : f32
    } -> tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4133 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4134 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2857, %3740 : tensor<80x20xf32>, tensor<f32>) outs(%4133 : tensor<80x20xf32>) {
    ^bb0(%in4135: f32, %in4136: f32, %out4137: f32):
      %4138 = arith.mulf %in4135, %in4136 : f32
      linalg.yield %4138 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4139 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3337, %3758 : tensor<80x20xf32>, tensor<f32>) outs(%4139 : tensor<80x20xf32>) {
    ^bb0(%in4141: f32, %in4142: f32, %out4143: f32):
      %4144 = arith.mulf %in4141, %in4142 : f32
      linalg.yield %4144 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4145 = tensor.empty() : tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4140 : tensor<80x20xf32>) outs(%4145 : tensor<80x20xf32>) {
    ^bb0(%in4147: f32, %out4148: f32):
      %4149 = math.sqrt %in4147 : f32
      linalg.yield %4149 : f32
    } -> tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4150 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4151 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4146 : tensor<80x20xf32>) outs(%4151 : tensor<80x20xf32>) {
    ^bb0(%in4153: f32, %out4154: f32):
      %4155 = arith.addf %in4153, %4150 : f32
      linalg.yield %4155 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4156 = tensor.empty() : tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4157 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4134, %4152 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4156 : tensor<80x20xf32>) {
    ^bb0(%in4158: f32, %in4159: f32, %out4160: f32):
      %4161 = arith.divf %in4158, %in4159 : f32
      linalg.yield %4161 : f32
    } -> tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4162 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4163 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4164 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<80x20xf32>) outs(%4163 : tensor<80x20xf32>) {
    ^bb0(%in4165: f32, %out4166: f32):
      %4167 = arith.mulf %4162, %in4165 : f32
      linalg.yield %4167 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4168 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4169 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4157, %4164 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4168 : tensor<80x20xf32>) {
    ^bb0(%in4170: f32, %in4171: f32, %out4172: f32):
      %4173 = arith.addf %in4170, %in4171 : f32
      linalg.yield %4173 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4174 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4175 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4176 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4169 : tensor<80x20xf32>) outs(%4175 : tensor<80x20xf32>) {
    ^bb0(%in4177: f32, %out4178: f32):
      %4179 = arith.mulf %4174, %in4177 : f32
      linalg.yield %4179 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4180 = tensor.empty() : tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4181 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %4176 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4180 : tensor<80x20xf32>) {
    ^bb0(%in4182: f32, %in4183: f32, %out4184: f32):
      %4185 = arith.subf %in4182, %in4183 : f32
      linalg.yield %4185 : f32
    } -> tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4186 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4187 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2875, %3740 : tensor<20x20xf32>, tensor<f32>) outs(%4186 : tensor<20x20xf32>) {
    ^bb0(%in4188: f32, %in4189: f32, %out4190: f32):
      %4191 = arith.mulf %in4188, %in4189 : f32
      linalg.yield %4191 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4192 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4193 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3361, %3758 : tensor<20x20xf32>, tensor<f32>) outs(%4192 : tensor<20x20xf32>) {
    ^bb0(%in4194: f32, %in4195: f32, %out4196: f32):
      %4197 = arith.mulf %in4194, %in4195 : f32
      linalg.yield %4197 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4198 = tensor.empty() : tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4199 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4193 : tensor<20x20xf32>) outs(%4198 : tensor<20x20xf32>) {
    ^bb0(%in4200: f32, %out4201: f32):
      %4202 = math.sqrt %in4200 : f32
      linalg.yield %4202 : f32
    } -> tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4203 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4204 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4205 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4199 : tensor<20x20xf32>) outs(%4204 : tensor<20x20xf32>) {
    ^bb0(%in4206: f32, %out4207: f32):
      %4208 = arith.addf %in4206, %4203 : f32
      linalg.yield %4208 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4209 = tensor.empty() : tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4187, %4205 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4209 : tensor<20x20xf32>) {
    ^bb0(%in4211: f32, %in4212: f32, %out4213: f32):
      %4214 = arith.divf %in4211, %in4212 : f32
      linalg.yield %4214 : f32
    } -> tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4215 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4216 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<20x20xf32>) outs(%4216 : tensor<20x20xf32>) {
    ^bb0(%in4218: f32, %out4219: f32):
      %4220 = arith.mulf %4215, %in4218 : f32
      linalg.yield %4220 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4221 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4222 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4210, %4217 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4221 : tensor<20x20xf32>) {
    ^bb0(%in4223: f32, %in4224: f32, %out4225: f32):
      %4226 = arith.addf %in4223, %in4224 : f32
      linalg.yield %4226 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4227 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4228 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4229 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4222 : tensor<20x20xf32>) outs(%4228 : tensor<20x20xf32>) {
    ^bb0(%in4230: f32, %out4231: f32):
      %4232 = arith.mulf %4227, %in4230 : f32
      linalg.yield %4232 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4233 = tensor.empty() : tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4234 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %4229 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4233 : tensor<20x20xf32>) {
    ^bb0(%in4235: f32, %in4236: f32, %out4237: f32):
      %4238 = arith.subf %in4235, %in4236 : f32
      linalg.yield %4238 : f32
    } -> tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4239 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4240 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2893, %3740 : tensor<20x60xf32>, tensor<f32>) outs(%4239 : tensor<20x60xf32>) {
    ^bb0(%in4241: f32, %in4242: f32, %out4243: f32):
      %4244 = arith.mulf %in4241, %in4242 : f32
      linalg.yield %4244 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4245 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4246 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3385, %3758 : tensor<20x60xf32>, tensor<f32>) outs(%4245 : tensor<20x60xf32>) {
    ^bb0(%in4247: f32, %in4248: f32, %out4249: f32):
      %4250 = arith.mulf %in4247, %in4248 : f32
      linalg.yield %4250 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4251 = tensor.empty() : tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4252 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4246 : tensor<20x60xf32>) outs(%4251 : tensor<20x60xf32>) {
    ^bb0(%in4253: f32, %out4254: f32):
      %4255 = math.sqrt %in4253 : f32
      linalg.yield %4255 : f32
    } -> tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4256 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4257 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4258 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4252 : tensor<20x60xf32>) outs(%4257 : tensor<20x60xf32>) {
    ^bb0(%in4259: f32, %out4260: f32):
      %4261 = arith.addf %in4259, %4256 : f32
      linalg.yield %4261 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4262 = tensor.empty() : tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4263 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4240, %4258 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4262 : tensor<20x60xf32>) {
    ^bb0(%in4264: f32, %in4265: f32, %out4266: f32):
      %4267 = arith.divf %in4264, %in4265 : f32
      linalg.yield %4267 : f32
    } -> tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4268 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4269 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4270 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<20x60xf32>) outs(%4269 : tensor<20x60xf32>) {
    ^bb0(%in4271: f32, %out4272: f32):
      %4273 = arith.mulf %4268, %in4271 : f32
      linalg.yield %4273 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4274 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4275 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4263, %4270 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4274 : tensor<20x60xf32>) {
    ^bb0(%in4276: f32, %in4277: f32, %out4278: f32):
      %4279 = arith.addf %in4276, %in4277 : f32
      linalg.yield %4279 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4280 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4281 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4282 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4275 : tensor<20x60xf32>) outs(%4281 : tensor<20x60xf32>) {
    ^bb0(%in4283: f32, %out4284: f32):
      %4285 = arith.mulf %4280, %in4283 : f32
      linalg.yield %4285 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4286 = tensor.empty() : tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4287 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9, %4282 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4286 : tensor<20x60xf32>) {
    ^bb0(%in4288: f32, %in4289: f32, %out4290: f32):
      %4291 = arith.subf %in4288, %in4289 : f32
      linalg.yield %4291 : f32
    } -> tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4292 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %4293 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2911, %3740 : tensor<80xf32>, tensor<f32>) outs(%4292 : tensor<80xf32>) {
    ^bb0(%in4294: f32, %in4295: f32, %out4296: f32):
      %4297 = arith.mulf %in4294, %in4295 : f32
      linalg.yield %4297 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:26))
    %4298 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %4299 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3409, %3758 : tensor<80xf32>, tensor<f32>) outs(%4298 : tensor<80xf32>) {
    ^bb0(%in4300: f32, %in4301: f32, %out4302: f32):
      %4303 = arith.mulf %in4300, %in4301 : f32
      linalg.yield %4303 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:52))
    %4304 = tensor.empty() : tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4305 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4299 : tensor<80xf32>) outs(%4304 : tensor<80xf32>) {
    ^bb0(%in4306: f32, %out4307: f32):
      %4308 = math.sqrt %in4306 : f32
      linalg.yield %4308 : f32
    } -> tensor<80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4309 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4310 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %4311 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4305 : tensor<80xf32>) outs(%4310 : tensor<80xf32>) {
    ^bb0(%in4312: f32, %out4313: f32):
      %4314 = arith.addf %in4312, %4309 : f32
      linalg.yield %4314 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:43))
    %4315 = tensor.empty() : tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %4316 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4293, %4311 : tensor<80xf32>, tensor<80xf32>) outs(%4315 : tensor<80xf32>) {
    ^bb0(%in4317: f32, %in4318: f32, %out4319: f32):
      %4320 = arith.divf %in4317, %in4318 : f32
      linalg.yield %4320 : f32
    } -> tensor<80xf32> loc("div"("examples/gpt.py":120:25))
    %4321 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4322 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %4323 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10 : tensor<80xf32>) outs(%4322 : tensor<80xf32>) {
    ^bb0(%in4324: f32, %out4325: f32):
      %4326 = arith.mulf %4321, %in4324 : f32
      linalg.yield %4326 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:75))
    %4327 = tensor.empty() : tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %4328 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4316, %4323 : tensor<80xf32>, tensor<80xf32>) outs(%4327 : tensor<80xf32>) {
    ^bb0(%in4329: f32, %in4330: f32, %out4331: f32):
      %4332 = arith.addf %in4329, %in4330 : f32
      linalg.yield %4332 : f32
    } -> tensor<80xf32> loc("add"("examples/gpt.py":120:25))
    %4333 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4334 = tensor.empty() : tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %4335 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4328 : tensor<80xf32>) outs(%4334 : tensor<80xf32>) {
    ^bb0(%in4336: f32, %out4337: f32):
      %4338 = arith.mulf %4333, %in4336 : f32
      linalg.yield %4338 : f32
    } -> tensor<80xf32> loc("mul"("examples/gpt.py":120:19))
    %4339 = tensor.empty() : tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %4340 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10, %4335 : tensor<80xf32>, tensor<80xf32>) outs(%4339 : tensor<80xf32>) {
    ^bb0(%in4341: f32, %in4342: f32, %out4343: f32):
      %4344 = arith.subf %in4341, %in4342 : f32
      linalg.yield %4344 : f32
    } -> tensor<80xf32> loc("sub"("examples/gpt.py":120:15))
    %4345 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4346 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2929, %3740 : tensor<20xf32>, tensor<f32>) outs(%4345 : tensor<20xf32>) {
    ^bb0(%in4347: f32, %in4348: f32, %out4349: f32):
      %4350 = arith.mulf %in4347, %in4348 : f32
      linalg.yield %4350 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4351 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4352 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3433, %3758 : tensor<20xf32>, tensor<f32>) outs(%4351 : tensor<20xf32>) {
    ^bb0(%in4353: f32, %in4354: f32, %out4355: f32):
      %4356 = arith.mulf %in4353, %in4354 : f32
      linalg.yield %4356 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4357 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4358 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4352 : tensor<20xf32>) outs(%4357 : tensor<20xf32>) {
    ^bb0(%in4359: f32, %out4360: f32):
      %4361 = math.sqrt %in4359 : f32
      linalg.yield %4361 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4362 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4363 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4364 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4358 : tensor<20xf32>) outs(%4363 : tensor<20xf32>) {
    ^bb0(%in4365: f32, %out4366: f32):
      %4367 = arith.addf %in4365, %4362 : f32
      linalg.yield %4367 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4368 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4346, %4364 : tensor<20xf32>, tensor<20xf32>) outs(%4368 : tensor<20xf32>) {
    ^bb0(%in4370: f32, %in4371: f32, %out4372: f32):
      %4373 = arith.divf %in4370, %in4371 : f32
      linalg.yield %4373 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4374 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4375 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4376 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg11 : tensor<20xf32>) outs(%4375 : tensor<20xf32>) {
    ^bb0(%in4377: f32, %out4378: f32):
      %4379 = arith.mulf %4374, %in4377 : f32
      linalg.yield %4379 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4380 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4381 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4369, %4376 : tensor<20xf32>, tensor<20xf32>) outs(%4380 : tensor<20xf32>) {
    ^bb0(%in4382: f32, %in4383: f32, %out4384: f32):
      %4385 = arith.addf %in4382, %in4383 : f32
      linalg.yield %4385 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4386 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4387 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4388 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4381 : tensor<20xf32>) outs(%4387 : tensor<20xf32>) {
    ^bb0(%in4389: f32, %out4390: f32):
      %4391 = arith.mulf %4386, %in4389 : f32
      linalg.yield %4391 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4392 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4393 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg11, %4388 : tensor<20xf32>, tensor<20xf32>) outs(%4392 : tensor<20xf32>) {
    ^bb0(%in4394: f32, %in4395: f32, %out4396: f32):
      %4397 = arith.subf %in4394, %in4395 : f32
      linalg.yield %4397 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4398 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4399 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2947, %3740 : tensor<20xf32>, tensor<f32>) outs(%4398 : tensor<20xf32>) {
    ^bb0(%in4400: f32, %in4401: f32, %out4402: f32):
      %4403 = arith.mulf %in4400, %in4401 : f32
      linalg.yield %4403 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4404 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4405 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3457, %3758 : tensor<20xf32>, tensor<f32>) outs(%4404 : tensor<20xf32>) {
    ^bb0(%in4406: f32, %in4407: f32, %out4408: f32):
      %4409 = arith.mulf %in4406, %in4407 : f32
      linalg.yield %4409 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4410 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4411 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4405 : tensor<20xf32>) outs(%4410 : tensor<20xf32>) {
    ^bb0(%in4412: f32, %out4413: f32):
      %4414 = math.sqrt %in4412 : f32
      linalg.yield %4414 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4415 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4416 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4411 : tensor<20xf32>) outs(%4416 : tensor<20xf32>) {
    ^bb0(%in4418: f32, %out4419: f32):
      %4420 = arith.addf %in4418, %4415 : f32
      linalg.yield %4420 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4421 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4422 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4399, %4417 : tensor<20xf32>, tensor<20xf32>) outs(%4421 : tensor<20xf32>) {
    ^bb0(%in4423: f32, %in4424: f32, %out4425: f32):
      %4426 = arith.divf %in4423, %in4424 : f32
      linalg.yield %4426 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4427 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4428 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4429 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg12 : tensor<20xf32>) outs(%4428 : tensor<20xf32>) {
    ^bb0(%in4430: f32, %out4431: f32):
      %4432 = arith.mulf %4427, %in4430 : f32
      linalg.yield %4432 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4433 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4434 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4422, %4429 : tensor<20xf32>, tensor<20xf32>) outs(%4433 : tensor<20xf32>) {
    ^bb0(%in4435: f32, %in4436: f32, %out4437: f32):
      %4438 = arith.addf %in4435, %in4436 : f32
      linalg.yield %4438 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4439 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4440 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4441 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4434 : tensor<20xf32>) outs(%4440 : tensor<20xf32>) {
    ^bb0(%in4442: f32, %out4443: f32):
      %4444 = arith.mulf %4439, %in4442 : f32
      linalg.yield %4444 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4445 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg12, %4441 : tensor<20xf32>, tensor<20xf32>) outs(%4445 : tensor<20xf32>) {
    ^bb0(%in4447: f32, %in4448: f32, %out4449: f32):
      %4450 = arith.subf %in4447, %in4448 : f32
      linalg.yield %4450 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4451 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4452 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2965, %3740 : tensor<20xf32>, tensor<f32>) outs(%4451 : tensor<20xf32>) {
    ^bb0(%in4453: f32, %in4454: f32, %out4455: f32):
      %4456 = arith.mulf %in4453, %in4454 : f32
      linalg.yield %4456 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4457 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4458 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3481, %3758 : tensor<20xf32>, tensor<f32>) outs(%4457 : tensor<20xf32>) {
    ^bb0(%in4459: f32, %in4460: f32, %out4461: f32):
      %4462 = arith.mulf %in4459, %in4460 : f32
      linalg.yield %4462 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4463 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4464 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4458 : tensor<20xf32>) outs(%4463 : tensor<20xf32>) {
    ^bb0(%in4465: f32, %out4466: f32):
      %4467 = math.sqrt %in4465 : f32
      linalg.yield %4467 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4468 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4469 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4470 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4464 : tensor<20xf32>) outs(%4469 : tensor<20xf32>) {
    ^bb0(%in4471: f32, %out4472: f32):
      %4473 = arith.addf %in4471, %4468 : f32
      linalg.yield %4473 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4474 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4475 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4452, %4470 : tensor<20xf32>, tensor<20xf32>) outs(%4474 : tensor<20xf32>) {
    ^bb0(%in4476: f32, %in4477: f32, %out4478: f32):
      %4479 = arith.divf %in4476, %in4477 : f32
      linalg.yield %4479 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4480 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4481 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4482 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg13 : tensor<20xf32>) outs(%4481 : tensor<20xf32>) {
    ^bb0(%in4483: f32, %out4484: f32):
      %4485 = arith.mulf %4480, %in4483 : f32
      linalg.yield %4485 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4486 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4487 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4475, %4482 : tensor<20xf32>, tensor<20xf32>) outs(%4486 : tensor<20xf32>) {
    ^bb0(%in4488: f32, %in4489: f32, %out4490: f32):
      %4491 = arith.addf %in4488, %in4489 : f32
      linalg.yield %4491 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4492 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4493 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4494 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4487 : tensor<20xf32>) outs(%4493 : tensor<20xf32>) {
    ^bb0(%in4495: f32, %out4496: f32):
      %4497 = arith.mulf %4492, %in4495 : f32
      linalg.yield %4497 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4498 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4499 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg13, %4494 : tensor<20xf32>, tensor<20xf32>) outs(%4498 : tensor<20xf32>) {
    ^bb0(%in4500: f32, %in4501: f32, %out4502: f32):
      %4503 = arith.subf %in4500, %in4501 : f32
      linalg.yield %4503 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4504 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4505 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2983, %3740 : tensor<20xf32>, tensor<f32>) outs(%4504 : tensor<20xf32>) {
    ^bb0(%in4506: f32, %in4507: f32, %out4508: f32):
      %4509 = arith.mulf %in4506, %in4507 : f32
      linalg.yield %4509 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4510 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4511 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3505, %3758 : tensor<20xf32>, tensor<f32>) outs(%4510 : tensor<20xf32>) {
    ^bb0(%in4512: f32, %in4513: f32, %out4514: f32):
      %4515 = arith.mulf %in4512, %in4513 : f32
      linalg.yield %4515 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4516 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4517 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4511 : tensor<20xf32>) outs(%4516 : tensor<20xf32>) {
    ^bb0(%in4518: f32, %out4519: f32):
      %4520 = math.sqrt %in4518 : f32
      linalg.yield %4520 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4521 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4522 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4523 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4517 : tensor<20xf32>) outs(%4522 : tensor<20xf32>) {
    ^bb0(%in4524: f32, %out4525: f32):
      %4526 = arith.addf %in4524, %4521 : f32
      linalg.yield %4526 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4527 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4528 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4505, %4523 : tensor<20xf32>, tensor<20xf32>) outs(%4527 : tensor<20xf32>) {
    ^bb0(%in4529: f32, %in4530: f32, %out4531: f32):
      %4532 = arith.divf %in4529, %in4530 : f32
      linalg.yield %4532 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4533 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4534 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4535 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg14 : tensor<20xf32>) outs(%4534 : tensor<20xf32>) {
    ^bb0(%in4536: f32, %out4537: f32):
      %4538 = arith.mulf %4533, %in4536 : f32
      linalg.yield %4538 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4539 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4540 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4528, %4535 : tensor<20xf32>, tensor<20xf32>) outs(%4539 : tensor<20xf32>) {
    ^bb0(%in4541: f32, %in4542: f32, %out4543: f32):
      %4544 = arith.addf %in4541, %in4542 : f32
      linalg.yield %4544 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4545 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4546 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4547 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4540 : tensor<20xf32>) outs(%4546 : tensor<20xf32>) {
    ^bb0(%in4548: f32, %out4549: f32):
      %4550 = arith.mulf %4545, %in4548 : f32
      linalg.yield %4550 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4551 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4552 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg14, %4547 : tensor<20xf32>, tensor<20xf32>) outs(%4551 : tensor<20xf32>) {
    ^bb0(%in4553: f32, %in4554: f32, %out4555: f32):
      %4556 = arith.subf %in4553, %in4554 : f32
      linalg.yield %4556 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4557 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4558 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3001, %3740 : tensor<20xf32>, tensor<f32>) outs(%4557 : tensor<20xf32>) {
    ^bb0(%in4559: f32, %in4560: f32, %out4561: f32):
      %4562 = arith.mulf %in4559, %in4560 : f32
      linalg.yield %4562 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4563 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4564 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3529, %3758 : tensor<20xf32>, tensor<f32>) outs(%4563 : tensor<20xf32>) {
    ^bb0(%in4565: f32, %in4566: f32, %out4567: f32):
      %4568 = arith.mulf %in4565, %in4566 : f32
      linalg.yield %4568 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4569 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4570 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4564 : tensor<20xf32>) outs(%4569 : tensor<20xf32>) {
    ^bb0(%in4571: f32, %out4572: f32):
      %4573 = math.sqrt %in4571 : f32
      linalg.yield %4573 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4574 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4575 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4576 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4570 : tensor<20xf32>) outs(%4575 : tensor<20xf32>) {
    ^bb0(%in4577: f32, %out4578: f32):
      %4579 = arith.addf %in4577, %4574 : f32
      linalg.yield %4579 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4580 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4581 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4558, %4576 : tensor<20xf32>, tensor<20xf32>) outs(%4580 : tensor<20xf32>) {
    ^bb0(%in4582: f32, %in4583: f32, %out4584: f32):
      %4585 = arith.divf %in4582, %in4583 : f32
      linalg.yield %4585 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4586 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4587 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4588 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg15 : tensor<20xf32>) outs(%4587 : tensor<20xf32>) {
    ^bb0(%in4589: f32, %out4590: f32):
      %4591 = arith.mulf %4586, %in4589 : f32
      linalg.yield %4591 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4592 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4593 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4581, %4588 : tensor<20xf32>, tensor<20xf32>) outs(%4592 : tensor<20xf32>) {
    ^bb0(%in4594: f32, %in4595: f32, %out4596: f32):
      %4597 = arith.addf %in4594, %in4595 : f32
      linalg.yield %4597 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4598 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4599 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4600 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4593 : tensor<20xf32>) outs(%4599 : tensor<20xf32>) {
    ^bb0(%in4601: f32, %out4602: f32):
      %4603 = arith.mulf %4598, %in4601 : f32
      linalg.yield %4603 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4604 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4605 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg15, %4600 : tensor<20xf32>, tensor<20xf32>) outs(%4604 : tensor<20xf32>) {
    ^bb0(%in4606: f32, %in4607: f32, %out4608: f32):
      %4609 = arith.subf %in4606, %in4607 : f32
      linalg.yield %4609 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4610 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4611 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3019, %3740 : tensor<20x80xf32>, tensor<f32>) outs(%4610 : tensor<20x80xf32>) {
    ^bb0(%in4612: f32, %in4613: f32, %out4614: f32):
      %4615 = arith.mulf %in4612, %in4613 : f32
      linalg.yield %4615 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %4616 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4617 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3553, %3758 : tensor<20x80xf32>, tensor<f32>) outs(%4616 : tensor<20x80xf32>) {
    ^bb0(%in4618: f32, %in4619: f32, %out4620: f32):
      %4621 = arith.mulf %in4618, %in4619 : f32
      linalg.yield %4621 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %4622 = tensor.empty() : tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4623 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4617 : tensor<20x80xf32>) outs(%4622 : tensor<20x80xf32>) {
    ^bb0(%in4624: f32, %out4625: f32):
      %4626 = math.sqrt %in4624 : f32
      linalg.yield %4626 : f32
    } -> tensor<20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4627 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4628 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4629 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4623 : tensor<20x80xf32>) outs(%4628 : tensor<20x80xf32>) {
    ^bb0(%in4630: f32, %out4631: f32):
      %4632 = arith.addf %in4630, %4627 : f32
      linalg.yield %4632 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:43))
    %4633 = tensor.empty() : tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4634 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4611, %4629 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4633 : tensor<20x80xf32>) {
    ^bb0(%in4635: f32, %in4636: f32, %out4637: f32):
      %4638 = arith.divf %in4635, %in4636 : f32
      linalg.yield %4638 : f32
    } -> tensor<20x80xf32> loc("div"("examples/gpt.py":120:25))
    %4639 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4640 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4641 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<20x80xf32>) outs(%4640 : tensor<20x80xf32>) {
    ^bb0(%in4642: f32, %out4643: f32):
      %4644 = arith.mulf %4639, %in4642 : f32
      linalg.yield %4644 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %4645 = tensor.empty() : tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4646 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4634, %4641 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4645 : tensor<20x80xf32>) {
    ^bb0(%in4647: f32, %in4648: f32, %out4649: f32):
      %4650 = arith.addf %in4647, %in4648 : f32
      linalg.yield %4650 : f32
    } -> tensor<20x80xf32> loc("add"("examples/gpt.py":120:25))
    %4651 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4652 = tensor.empty() : tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4653 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4646 : tensor<20x80xf32>) outs(%4652 : tensor<20x80xf32>) {
    ^bb0(%in4654: f32, %out4655: f32):
      %4656 = arith.mulf %4651, %in4654 : f32
      linalg.yield %4656 : f32
    } -> tensor<20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %4657 = tensor.empty() : tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4658 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16, %4653 : tensor<20x80xf32>, tensor<20x80xf32>) outs(%4657 : tensor<20x80xf32>) {
    ^bb0(%in4659: f32, %in4660: f32, %out4661: f32):
      %4662 = arith.subf %in4659, %in4660 : f32
      linalg.yield %4662 : f32
    } -> tensor<20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %4663 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4664 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3037, %3740 : tensor<80x20xf32>, tensor<f32>) outs(%4663 : tensor<80x20xf32>) {
    ^bb0(%in4665: f32, %in4666: f32, %out4667: f32):
      %4668 = arith.mulf %in4665, %in4666 : f32
      linalg.yield %4668 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4669 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4670 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3577, %3758 : tensor<80x20xf32>, tensor<f32>) outs(%4669 : tensor<80x20xf32>) {
    ^bb0(%in4671: f32, %in4672: f32, %out4673: f32):
      %4674 = arith.mulf %in4671, %in4672 : f32
      linalg.yield %4674 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4675 = tensor.empty() : tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4676 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4670 : tensor<80x20xf32>) outs(%4675 : tensor<80x20xf32>) {
    ^bb0(%in4677: f32, %out4678: f32):
      %4679 = math.sqrt %in4677 : f32
      linalg.yield %4679 : f32
    } -> tensor<80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4680 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4681 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4682 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4676 : tensor<80x20xf32>) outs(%4681 : tensor<80x20xf32>) {
    ^bb0(%in4683: f32, %out4684: f32):
      %4685 = arith.addf %in4683, %4680 : f32
      linalg.yield %4685 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:43))
    %4686 = tensor.empty() : tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4687 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4664, %4682 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4686 : tensor<80x20xf32>) {
    ^bb0(%in4688: f32, %in4689: f32, %out4690: f32):
      %4691 = arith.divf %in4688, %in4689 : f32
      linalg.yield %4691 : f32
    } -> tensor<80x20xf32> loc("div"("examples/gpt.py":120:25))
    %4692 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4693 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<80x20xf32>) outs(%4693 : tensor<80x20xf32>) {
    ^bb0(%in4695: f32, %out4696: f32):
      %4697 = arith.mulf %4692, %in4695 : f32
      linalg.yield %4697 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4698 = tensor.empty() : tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4699 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4687, %4694 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4698 : tensor<80x20xf32>) {
    ^bb0(%in4700: f32, %in4701: f32, %out4702: f32):
      %4703 = arith.addf %in4700, %in4701 : f32
      linalg.yield %4703 : f32
    } -> tensor<80x20xf32> loc("add"("examples/gpt.py":120:25))
    %4704 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4705 = tensor.empty() : tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4706 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4699 : tensor<80x20xf32>) outs(%4705 : tensor<80x20xf32>) {
    ^bb0(%in4707: f32, %out4708: f32):
      %4709 = arith.mulf %4704, %in4707 : f32
      linalg.yield %4709 : f32
    } -> tensor<80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4710 = tensor.empty() : tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4711 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17, %4706 : tensor<80x20xf32>, tensor<80x20xf32>) outs(%4710 : tensor<80x20xf32>) {
    ^bb0(%in4712: f32, %in4713: f32, %out4714: f32):
      %4715 = arith.subf %in4712, %in4713 : f32
      linalg.yield %4715 : f32
    } -> tensor<80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4716 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4717 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3055, %3740 : tensor<20x20xf32>, tensor<f32>) outs(%4716 : tensor<20x20xf32>) {
    ^bb0(%in4718: f32, %in4719: f32, %out4720: f32):
      %4721 = arith.mulf %in4718, %in4719 : f32
      linalg.yield %4721 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4722 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4723 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3601, %3758 : tensor<20x20xf32>, tensor<f32>) outs(%4722 : tensor<20x20xf32>) {
    ^bb0(%in4724: f32, %in4725: f32, %out4726: f32):
      %4727 = arith.mulf %in4724, %in4725 : f32
      linalg.yield %4727 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4728 = tensor.empty() : tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4729 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4723 : tensor<20x20xf32>) outs(%4728 : tensor<20x20xf32>) {
    ^bb0(%in4730: f32, %out4731: f32):
      %4732 = math.sqrt %in4730 : f32
      linalg.yield %4732 : f32
    } -> tensor<20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4733 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4734 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4735 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4729 : tensor<20x20xf32>) outs(%4734 : tensor<20x20xf32>) {
    ^bb0(%in4736: f32, %out4737: f32):
      %4738 = arith.addf %in4736, %4733 : f32
      linalg.yield %4738 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:43))
    %4739 = tensor.empty() : tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4740 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4717, %4735 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4739 : tensor<20x20xf32>) {
    ^bb0(%in4741: f32, %in4742: f32, %out4743: f32):
      %4744 = arith.divf %in4741, %in4742 : f32
      linalg.yield %4744 : f32
    } -> tensor<20x20xf32> loc("div"("examples/gpt.py":120:25))
    %4745 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4746 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4747 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<20x20xf32>) outs(%4746 : tensor<20x20xf32>) {
    ^bb0(%in4748: f32, %out4749: f32):
      %4750 = arith.mulf %4745, %in4748 : f32
      linalg.yield %4750 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4751 = tensor.empty() : tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4752 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4740, %4747 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4751 : tensor<20x20xf32>) {
    ^bb0(%in4753: f32, %in4754: f32, %out4755: f32):
      %4756 = arith.addf %in4753, %in4754 : f32
      linalg.yield %4756 : f32
    } -> tensor<20x20xf32> loc("add"("examples/gpt.py":120:25))
    %4757 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4758 = tensor.empty() : tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4759 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4752 : tensor<20x20xf32>) outs(%4758 : tensor<20x20xf32>) {
    ^bb0(%in4760: f32, %out4761: f32):
      %4762 = arith.mulf %4757, %in4760 : f32
      linalg.yield %4762 : f32
    } -> tensor<20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4763 = tensor.empty() : tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4764 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18, %4759 : tensor<20x20xf32>, tensor<20x20xf32>) outs(%4763 : tensor<20x20xf32>) {
    ^bb0(%in4765: f32, %in4766: f32, %out4767: f32):
      %4768 = arith.subf %in4765, %in4766 : f32
      linalg.yield %4768 : f32
    } -> tensor<20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4769 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4770 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3073, %3740 : tensor<20x60xf32>, tensor<f32>) outs(%4769 : tensor<20x60xf32>) {
    ^bb0(%in4771: f32, %in4772: f32, %out4773: f32):
      %4774 = arith.mulf %in4771, %in4772 : f32
      linalg.yield %4774 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %4775 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4776 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3625, %3758 : tensor<20x60xf32>, tensor<f32>) outs(%4775 : tensor<20x60xf32>) {
    ^bb0(%in4777: f32, %in4778: f32, %out4779: f32):
      %4780 = arith.mulf %in4777, %in4778 : f32
      linalg.yield %4780 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %4781 = tensor.empty() : tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4782 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4776 : tensor<20x60xf32>) outs(%4781 : tensor<20x60xf32>) {
    ^bb0(%in4783: f32, %out4784: f32):
      %4785 = math.sqrt %in4783 : f32
      linalg.yield %4785 : f32
    } -> tensor<20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4786 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4787 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4788 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4782 : tensor<20x60xf32>) outs(%4787 : tensor<20x60xf32>) {
    ^bb0(%in4789: f32, %out4790: f32):
      %4791 = arith.addf %in4789, %4786 : f32
      linalg.yield %4791 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:43))
    %4792 = tensor.empty() : tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4793 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4770, %4788 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4792 : tensor<20x60xf32>) {
    ^bb0(%in4794: f32, %in4795: f32, %out4796: f32):
      %4797 = arith.divf %in4794, %in4795 : f32
      linalg.yield %4797 : f32
    } -> tensor<20x60xf32> loc("div"("examples/gpt.py":120:25))
    %4798 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4799 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4800 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<20x60xf32>) outs(%4799 : tensor<20x60xf32>) {
    ^bb0(%in4801: f32, %out4802: f32):
      %4803 = arith.mulf %4798, %in4801 : f32
      linalg.yield %4803 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %4804 = tensor.empty() : tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4805 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4793, %4800 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4804 : tensor<20x60xf32>) {
    ^bb0(%in4806: f32, %in4807: f32, %out4808: f32):
      %4809 = arith.addf %in4806, %in4807 : f32
      linalg.yield %4809 : f32
    } -> tensor<20x60xf32> loc("add"("examples/gpt.py":120:25))
    %4810 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4811 = tensor.empty() : tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4812 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4805 : tensor<20x60xf32>) outs(%4811 : tensor<20x60xf32>) {
    ^bb0(%in4813: f32, %out4814: f32):
      %4815 = arith.mulf %4810, %in4813 : f32
      linalg.yield %4815 : f32
    } -> tensor<20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %4816 = tensor.empty() : tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4817 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19, %4812 : tensor<20x60xf32>, tensor<20x60xf32>) outs(%4816 : tensor<20x60xf32>) {
    ^bb0(%in4818: f32, %in4819: f32, %out4820: f32):
      %4821 = arith.subf %in4818, %in4819 : f32
      linalg.yield %4821 : f32
    } -> tensor<20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %4822 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4823 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3091, %3740 : tensor<20xf32>, tensor<f32>) outs(%4822 : tensor<20xf32>) {
    ^bb0(%in4824: f32, %in4825: f32, %out4826: f32):
      %4827 = arith.mulf %in4824, %in4825 : f32
      linalg.yield %4827 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4828 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4829 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3649, %3758 : tensor<20xf32>, tensor<f32>) outs(%4828 : tensor<20xf32>) {
    ^bb0(%in4830: f32, %in4831: f32, %out4832: f32):
      %4833 = arith.mulf %in4830, %in4831 : f32
      linalg.yield %4833 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4834 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4835 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4829 : tensor<20xf32>) outs(%4834 : tensor<20xf32>) {
    ^bb0(%in4836: f32, %out4837: f32):
      %4838 = math.sqrt %in4836 : f32
      linalg.yield %4838 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4839 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4840 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4841 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4835 : tensor<20xf32>) outs(%4840 : tensor<20xf32>) {
    ^bb0(%in4842: f32, %out4843: f32):
      %4844 = arith.addf %in4842, %4839 : f32
      linalg.yield %4844 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4845 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4846 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4823, %4841 : tensor<20xf32>, tensor<20xf32>) outs(%4845 : tensor<20xf32>) {
    ^bb0(%in4847: f32, %in4848: f32, %out4849: f32):
      %4850 = arith.divf %in4847, %in4848 : f32
      linalg.yield %4850 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4851 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4852 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4853 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg20 : tensor<20xf32>) outs(%4852 : tensor<20xf32>) {
    ^bb0(%in4854: f32, %out4855: f32):
      %4856 = arith.mulf %4851, %in4854 : f32
      linalg.yield %4856 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4857 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4858 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4846, %4853 : tensor<20xf32>, tensor<20xf32>) outs(%4857 : tensor<20xf32>) {
    ^bb0(%in4859: f32, %in4860: f32, %out4861: f32):
      %4862 = arith.addf %in4859, %in4860 : f32
      linalg.yield %4862 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4863 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4864 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4865 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4858 : tensor<20xf32>) outs(%4864 : tensor<20xf32>) {
    ^bb0(%in4866: f32, %out4867: f32):
      %4868 = arith.mulf %4863, %in4866 : f32
      linalg.yield %4868 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4869 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4870 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg20, %4865 : tensor<20xf32>, tensor<20xf32>) outs(%4869 : tensor<20xf32>) {
    ^bb0(%in4871: f32, %in4872: f32, %out4873: f32):
      %4874 = arith.subf %in4871, %in4872 : f32
      linalg.yield %4874 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4875 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4876 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3109, %3740 : tensor<20xf32>, tensor<f32>) outs(%4875 : tensor<20xf32>) {
    ^bb0(%in4877: f32, %in4878: f32, %out4879: f32):
      %4880 = arith.mulf %in4877, %in4878 : f32
      linalg.yield %4880 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %4881 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4882 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3673, %3758 : tensor<20xf32>, tensor<f32>) outs(%4881 : tensor<20xf32>) {
    ^bb0(%in4883: f32, %in4884: f32, %out4885: f32):
      %4886 = arith.mulf %in4883, %in4884 : f32
      linalg.yield %4886 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %4887 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4888 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4882 : tensor<20xf32>) outs(%4887 : tensor<20xf32>) {
    ^bb0(%in4889: f32, %out4890: f32):
      %4891 = math.sqrt %in4889 : f32
      linalg.yield %4891 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4892 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4893 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4894 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4888 : tensor<20xf32>) outs(%4893 : tensor<20xf32>) {
    ^bb0(%in4895: f32, %out4896: f32):
      %4897 = arith.addf %in4895, %4892 : f32
      linalg.yield %4897 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %4898 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4899 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4876, %4894 : tensor<20xf32>, tensor<20xf32>) outs(%4898 : tensor<20xf32>) {
    ^bb0(%in4900: f32, %in4901: f32, %out4902: f32):
      %4903 = arith.divf %in4900, %in4901 : f32
      linalg.yield %4903 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %4904 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4905 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4906 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg21 : tensor<20xf32>) outs(%4905 : tensor<20xf32>) {
    ^bb0(%in4907: f32, %out4908: f32):
      %4909 = arith.mulf %4904, %in4907 : f32
      linalg.yield %4909 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %4910 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4911 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4899, %4906 : tensor<20xf32>, tensor<20xf32>) outs(%4910 : tensor<20xf32>) {
    ^bb0(%in4912: f32, %in4913: f32, %out4914: f32):
      %4915 = arith.addf %in4912, %in4913 : f32
      linalg.yield %4915 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %4916 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4917 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4918 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4911 : tensor<20xf32>) outs(%4917 : tensor<20xf32>) {
    ^bb0(%in4919: f32, %out4920: f32):
      %4921 = arith.mulf %4916, %in4919 : f32
      linalg.yield %4921 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %4922 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4923 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg21, %4918 : tensor<20xf32>, tensor<20xf32>) outs(%4922 : tensor<20xf32>) {
    ^bb0(%in4924: f32, %in4925: f32, %out4926: f32):
      %4927 = arith.subf %in4924, %in4925 : f32
      linalg.yield %4927 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %4928 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4929 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3127, %3740 : tensor<8x20xf32>, tensor<f32>) outs(%4928 : tensor<8x20xf32>) {
    ^bb0(%in4930: f32, %in4931: f32, %out4932: f32):
      %4933 = arith.mulf %in4930, %in4931 : f32
      linalg.yield %4933 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4934 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4935 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3697, %3758 : tensor<8x20xf32>, tensor<f32>) outs(%4934 : tensor<8x20xf32>) {
    ^bb0(%in4936: f32, %in4937: f32, %out4938: f32):
      %4939 = arith.mulf %in4936, %in4937 : f32
      linalg.yield %4939 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4940 = tensor.empty() : tensor<8x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4941 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4935 : tensor<8x20xf32>) outs(%4940 : tensor<8x20xf32>) {
    ^bb0(%in4942: f32, %out4943: f32):
      %4944 = math.sqrt %in4942 : f32
      linalg.yield %4944 : f32
    } -> tensor<8x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4945 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4946 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":120:43))
    %4947 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4941 : tensor<8x20xf32>) outs(%4946 : tensor<8x20xf32>) {
    ^bb0(%in4948: f32, %out4949: f32):
      %4950 = arith.addf %in4948, %4945 : f32
      linalg.yield %4950 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":120:43))
    %4951 = tensor.empty() : tensor<8x20xf32> loc("div"("examples/gpt.py":120:25))
    %4952 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4929, %4947 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%4951 : tensor<8x20xf32>) {
    ^bb0(%in4953: f32, %in4954: f32, %out4955: f32):
      %4956 = arith.divf %in4953, %in4954 : f32
      linalg.yield %4956 : f32
    } -> tensor<8x20xf32> loc("div"("examples/gpt.py":120:25))
    %4957 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %4958 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4959 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<8x20xf32>) outs(%4958 : tensor<8x20xf32>) {
    ^bb0(%in4960: f32, %out4961: f32):
      %4962 = arith.mulf %4957, %in4960 : f32
      linalg.yield %4962 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:75))
    %4963 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":120:25))
    %4964 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4952, %4959 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%4963 : tensor<8x20xf32>) {
    ^bb0(%in4965: f32, %in4966: f32, %out4967: f32):
      %4968 = arith.addf %in4965, %in4966 : f32
      linalg.yield %4968 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":120:25))
    %4969 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %4970 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4971 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4964 : tensor<8x20xf32>) outs(%4970 : tensor<8x20xf32>) {
    ^bb0(%in4972: f32, %out4973: f32):
      %4974 = arith.mulf %4969, %in4972 : f32
      linalg.yield %4974 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:19))
    %4975 = tensor.empty() : tensor<8x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4976 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg22, %4971 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%4975 : tensor<8x20xf32>) {
    ^bb0(%in4977: f32, %in4978: f32, %out4979: f32):
      %4980 = arith.subf %in4977, %in4978 : f32
      linalg.yield %4980 : f32
    } -> tensor<8x20xf32> loc("sub"("examples/gpt.py":120:15))
    %4981 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4982 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3145, %3740 : tensor<50x20xf32>, tensor<f32>) outs(%4981 : tensor<50x20xf32>) {
    ^bb0(%in4983: f32, %in4984: f32, %out4985: f32):
      %4986 = arith.mulf %in4983, %in4984 : f32
      linalg.yield %4986 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:26))
    %4987 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4988 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3721, %3758 : tensor<50x20xf32>, tensor<f32>) outs(%4987 : tensor<50x20xf32>) {
    ^bb0(%in4989: f32, %in4990: f32, %out4991: f32):
      %4992 = arith.mulf %in4989, %in4990 : f32
      linalg.yield %4992 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:52))
    %4993 = tensor.empty() : tensor<50x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4994 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4988 : tensor<50x20xf32>) outs(%4993 : tensor<50x20xf32>) {
    ^bb0(%in4995: f32, %out4996: f32):
      %4997 = math.sqrt %in4995 : f32
      linalg.yield %4997 : f32
    } -> tensor<50x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %4998 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %4999 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":120:43))
    %5000 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4994 : tensor<50x20xf32>) outs(%4999 : tensor<50x20xf32>) {
    ^bb0(%in5001: f32, %out5002: f32):
      %5003 = arith.addf %in5001, %4998 : f32
      linalg.yield %5003 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":120:43))
    %5004 = tensor.empty() : tensor<50x20xf32> loc("div"("examples/gpt.py":120:25))
    %5005 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4982, %5000 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%5004 : tensor<50x20xf32>) {
    ^bb0(%in5006: f32, %in5007: f32, %out5008: f32):
      %5009 = arith.divf %in5006, %in5007 : f32
      linalg.yield %5009 : f32
    } -> tensor<50x20xf32> loc("div"("examples/gpt.py":120:25))
    %5010 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %5011 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:75))
    %5012 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<50x20xf32>) outs(%5011 : tensor<50x20xf32>) {
    ^bb0(%in5013: f32, %out5014: f32):
      %5015 = arith.mulf %5010, %in5013 : f32
      linalg.yield %5015 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:75))
    %5016 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":120:25))
    %5017 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5005, %5012 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%5016 : tensor<50x20xf32>) {
    ^bb0(%in5018: f32, %in5019: f32, %out5020: f32):
      %5021 = arith.addf %in5018, %in5019 : f32
      linalg.yield %5021 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":120:25))
    %5022 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %5023 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:19))
    %5024 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5017 : tensor<50x20xf32>) outs(%5023 : tensor<50x20xf32>) {
    ^bb0(%in5025: f32, %out5026: f32):
      %5027 = arith.mulf %5022, %in5025 : f32
      linalg.yield %5027 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:19))
    %5028 = tensor.empty() : tensor<50x20xf32> loc("sub"("examples/gpt.py":120:15))
    %5029 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23, %5024 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%5028 : tensor<50x20xf32>) {
    ^bb0(%in5030: f32, %in5031: f32, %out5032: f32):
      %5033 = arith.subf %in5030, %in5031 : f32
      linalg.yield %5033 : f32
    } -> tensor<50x20xf32> loc("sub"("examples/gpt.py":120:15))
    return %3810, %3863, %3916, %3969, %4022, %4075, %4128, %4181, %4234, %4287, %4340, %4393, %4446, %4499, %4552, %4605, %4658, %4711, %4764, %4817, %4870, %4923, %4976, %5029, %2714, %2731, %2749, %2767, %2785, %2803, %2821, %2839, %2857, %2875, %2893, %2911, %2929, %2947, %2965, %2983, %3001, %3019, %3037, %3055, %3073, %3091, %3109, %3127, %3145, %3169, %3193, %3217, %3241, %3265, %3289, %3313, %3337, %3361, %3385, %3409, %3433, %3457, %3481, %3505, %3529, %3553, %3577, %3601, %3625, %3649, %3673, %3697, %3721, %1264 : tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<f32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<80xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x80xf32>, tensor<80x20xf32>, tensor<20x20xf32>, tensor<20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<f32>
  } loc("train_step"("examples/gpt.py":100:5))
}
