module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @train_step(
      %arg0: tensor<2x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "blocks"} loc("params.blocks.b1"),
      %arg1: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "blocks"} loc("params.blocks.b2"),
      %arg2: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "blocks"} loc("params.blocks.ln1_b"),
      %arg3: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "blocks"} loc("params.blocks.ln1_g"),
      %arg4: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "blocks"} loc("params.blocks.ln2_b"),
      %arg5: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "blocks"} loc("params.blocks.ln2_g"),
      %arg6: tensor<2x20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.row_units = "blocks"} loc("params.blocks.w1"),
      %arg7: tensor<2x80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.row_units = "blocks"} loc("params.blocks.w2"),
      %arg8: tensor<2x20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.row_units = "blocks"} loc("params.blocks.wo"),
      %arg9: tensor<2x20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.row_units = "blocks"} loc("params.blocks.wqkv"),
      %arg10: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("params.lnf_b"),
      %arg11: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("params.lnf_g"),
      %arg12: tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("params.wpe"),
      %arg13: tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("params.wte"),
      %arg14: tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>} loc("opt_state.count"),
      %arg15: tensor<2x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.mu.blocks.b1"),
      %arg16: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.mu.blocks.b2"),
      %arg17: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.mu.blocks.ln1_b"),
      %arg18: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.mu.blocks.ln1_g"),
      %arg19: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.mu.blocks.ln2_b"),
      %arg20: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.mu.blocks.ln2_g"),
      %arg21: tensor<2x20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.mu.blocks.w1"),
      %arg22: tensor<2x80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.mu.blocks.w2"),
      %arg23: tensor<2x20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.mu.blocks.wo"),
      %arg24: tensor<2x20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.mu.blocks.wqkv"),
      %arg25: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.mu.lnf_b"),
      %arg26: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.mu.lnf_g"),
      %arg27: tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.mu.wpe"),
      %arg28: tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.mu.wte"),
      %arg29: tensor<2x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.nu.blocks.b1"),
      %arg30: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.nu.blocks.b2"),
      %arg31: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.nu.blocks.ln1_b"),
      %arg32: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.nu.blocks.ln1_g"),
      %arg33: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.nu.blocks.ln2_b"),
      %arg34: tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>} loc("opt_state.nu.blocks.ln2_g"),
      %arg35: tensor<2x20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.nu.blocks.w1"),
      %arg36: tensor<2x80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.nu.blocks.w2"),
      %arg37: tensor<2x20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.nu.blocks.wo"),
      %arg38: tensor<2x20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>} loc("opt_state.nu.blocks.wqkv"),
      %arg39: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.nu.lnf_b"),
      %arg40: tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>} loc("opt_state.nu.lnf_g"),
      %arg41: tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.nu.wpe"),
      %arg42: tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("opt_state.nu.wte"),
      %arg43: tensor<12x8xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.targets"),
      %arg44: tensor<12x8xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.tokens"))
      -> (tensor<2x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 0 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 1 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 2 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 3 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 4 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 5 : i64},
          tensor<2x20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 6 : i64},
          tensor<2x80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 7 : i64},
          tensor<2x20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 8 : i64},
          tensor<2x20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 9 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 10 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 11 : i64},
          tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 12 : i64},
          tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 13 : i64},
          tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>, fsdp.updates = 14 : i64},
          tensor<2x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 15 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 16 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 17 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 18 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 19 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 20 : i64},
          tensor<2x20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 21 : i64},
          tensor<2x80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 22 : i64},
          tensor<2x20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 23 : i64},
          tensor<2x20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 24 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 25 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 26 : i64},
          tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 27 : i64},
          tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 28 : i64},
          tensor<2x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 29 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 30 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 31 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 32 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 33 : i64},
          tensor<2x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 34 : i64},
          tensor<2x20x80xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 35 : i64},
          tensor<2x80x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 36 : i64},
          tensor<2x20x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 37 : i64},
          tensor<2x20x60xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}, {}]>, fsdp.updates = 38 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 39 : i64},
          tensor<20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 40 : i64},
          tensor<8x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 41 : i64},
          tensor<50x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 42 : i64},
          tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>}) {
    %0 = arith.constant 0 : i32 loc("jvp()/lt"("examples/gpt_scan.py":37:8))
    %1 = tensor.empty() : tensor<12x8xi1> loc("jvp()/lt"("examples/gpt_scan.py":37:8))
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<12x8xi32>) outs(%1 : tensor<12x8xi1>) {
    ^bb0(%in3: i32, %out4: i1):
      %5 = arith.cmpi slt, %in3, %0 : i32
      linalg.yield %5 : i1
    } -> tensor<12x8xi1> loc("jvp()/lt"("examples/gpt_scan.py":37:8))
    %6 = arith.constant 50 : i32 loc("jvp()/add"("examples/gpt_scan.py":37:8))
    %7 = tensor.empty() : tensor<12x8xi32> loc("jvp()/add"("examples/gpt_scan.py":37:8))
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<12x8xi32>) outs(%7 : tensor<12x8xi32>) {
    ^bb0(%in9: i32, %out10: i32):
      %11 = arith.addi %in9, %6 : i32
      linalg.yield %11 : i32
    } -> tensor<12x8xi32> loc("jvp()/add"("examples/gpt_scan.py":37:8))
    %12 = tensor.empty() : tensor<12x8xi32> loc("jvp()/select_n"("examples/gpt_scan.py":37:8))
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg44, %8 : tensor<12x8xi1>, tensor<12x8xi32>, tensor<12x8xi32>) outs(%12 : tensor<12x8xi32>) {
    ^bb0(%in14: i1, %in15: i32, %in16: i32, %out17: i32):
      %18 = arith.select %in14, %in16, %in15 : i32
      linalg.yield %18 : i32
    } -> tensor<12x8xi32> loc("jvp()/select_n"("examples/gpt_scan.py":37:8))
    %19 = tensor.empty() : tensor<12x8x1xi32> loc("jvp()/broadcast_in_dim"("examples/gpt_scan.py":37:8))
    %20 = linalg.broadcast ins(%13 : tensor<12x8xi32>) outs(%19 : tensor<12x8x1xi32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt_scan.py":37:8))
    %21 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/gather"("examples/gpt_scan.py":37:8))
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<12x8x1xi32>) outs(%21 : tensor<12x8x20xf32>) {
    ^bb0(%in23: i32, %out24: f32):
      %25 = arith.index_cast %in23 : i32 to index
      %26 = arith.constant 0 : index
      %27 = arith.constant 49 : index
      %28 = arith.maxsi %25, %26 : index
      %29 = arith.minsi %28, %27 : index
      %30 = linalg.index 2 : index
      %31 = tensor.extract %arg13[%29, %30] : tensor<50x20xf32>
      linalg.yield %31 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/gather"("examples/gpt_scan.py":37:8))
    %32 = tensor.empty() : tensor<1x8x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt_scan.py":37:32))
    %33 = linalg.broadcast ins(%arg12 : tensor<8x20xf32>) outs(%32 : tensor<1x8x20xf32>) dimensions = [0] loc("jvp()/broadcast_in_dim"("examples/gpt_scan.py":37:32))
    %34 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt_scan.py":37:8))
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %33 : tensor<12x8x20xf32>, tensor<1x8x20xf32>) outs(%34 : tensor<12x8x20xf32>) {
    ^bb0(%in36: f32, %in37: f32, %out38: f32):
      %39 = arith.addf %in36, %in37 : f32
      linalg.yield %39 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt_scan.py":37:8))
    %40 = arith.constant true loc("broadcast_in_dim"("examples/gpt.py":67:22))
    %41 = tensor.empty() : tensor<8x8xi1> loc("broadcast_in_dim"("examples/gpt.py":67:22))
    %42 = linalg.fill ins(%40 : i1) outs(%41 : tensor<8x8xi1>) -> tensor<8x8xi1> loc("broadcast_in_dim"("examples/gpt.py":67:22))
    %43 = tensor.empty() : tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%43 : tensor<8x8xi32>) {
    ^bb0(%out45: i32):
      %46 = linalg.index 0 : index
      %47 = arith.index_cast %46 : index to i64
      %48 = arith.trunci %47 : i64 to i32
      linalg.yield %48 : i32
    } -> tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %49 = arith.constant 0 : i32 loc("tril/add"("examples/gpt.py":67:13))
    %50 = tensor.empty() : tensor<8x8xi32> loc("tril/add"("examples/gpt.py":67:13))
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xi32>) outs(%50 : tensor<8x8xi32>) {
    ^bb0(%in52: i32, %out53: i32):
      %54 = arith.addi %in52, %49 : i32
      linalg.yield %54 : i32
    } -> tensor<8x8xi32> loc("tril/add"("examples/gpt.py":67:13))
    %55 = tensor.empty() : tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%55 : tensor<8x8xi32>) {
    ^bb0(%out57: i32):
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.trunci %59 : i64 to i32
      linalg.yield %60 : i32
    } -> tensor<8x8xi32> loc("tril/iota"("examples/gpt.py":67:13))
    %61 = tensor.empty() : tensor<8x8xi1> loc("tril/ge"("examples/gpt.py":67:13))
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%51, %56 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%61 : tensor<8x8xi1>) {
    ^bb0(%in63: i32, %in64: i32, %out65: i1):
      %66 = arith.cmpi sge, %in63, %in64 : i32
      linalg.yield %66 : i1
    } -> tensor<8x8xi1> loc("tril/ge"("examples/gpt.py":67:13))
    %67 = arith.constant false loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %68 = tensor.empty() : tensor<8x8xi1> loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %69 = linalg.fill ins(%67 : i1) outs(%68 : tensor<8x8xi1>) -> tensor<8x8xi1> loc("tril/broadcast_in_dim"("examples/gpt.py":67:13))
    %70 = tensor.empty() : tensor<8x8xi1> loc("tril/select_n"("examples/gpt.py":67:13))
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%62, %69, %42 : tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) outs(%70 : tensor<8x8xi1>) {
    ^bb0(%in72: i1, %in73: i1, %in74: i1, %out75: i1):
      %76 = arith.select %in72, %in74, %in73 : i1
      linalg.yield %76 : i1
    } -> tensor<8x8xi1> loc("tril/select_n"("examples/gpt.py":67:13))
    %77 = arith.constant dense<-1000000000.0> : tensor<f32> loc("jit"("examples/gpt.py":68:13))
    %78 = tensor.empty() : tensor<f32> loc("_where/convert_element_type"("examples/gpt.py":68:13))
    %79 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%77 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in80: f32, %out81: f32):
      linalg.yield %in80 : f32
    } -> tensor<f32> loc("_where/convert_element_type"("examples/gpt.py":68:13))
    %82 = tensor.empty() : tensor<12x2x8x8xi1> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %83 = linalg.broadcast ins(%71 : tensor<8x8xi1>) outs(%82 : tensor<12x2x8x8xi1>) dimensions = [0, 1] loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %84 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %85 = linalg.broadcast ins(%79 : tensor<f32>) outs(%84 : tensor<12x2x8x8xf32>) dimensions = [0, 1, 2, 3] loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %86 = arith.constant 0.0 : f32 loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %87 = tensor.empty() : tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %88 = linalg.fill ins(%86 : f32) outs(%87 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %89 = tensor.extract_slice %arg0[0, 0][1, 80][1, 1] : tensor<2x80xf32> to tensor<1x80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %90 = tensor.collapse_shape %89 [[0, 1]] : tensor<1x80xf32> into tensor<80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %91 = tensor.extract_slice %arg1[0, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %92 = tensor.collapse_shape %91 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %93 = tensor.extract_slice %arg2[0, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %94 = tensor.collapse_shape %93 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %95 = tensor.extract_slice %arg3[0, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %96 = tensor.collapse_shape %95 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %97 = tensor.extract_slice %arg4[0, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %98 = tensor.collapse_shape %97 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %99 = tensor.extract_slice %arg5[0, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %100 = tensor.collapse_shape %99 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %101 = tensor.extract_slice %arg6[0, 0, 0][1, 20, 80][1, 1, 1] : tensor<2x20x80xf32> to tensor<1x20x80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %102 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<1x20x80xf32> into tensor<20x80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %103 = tensor.extract_slice %arg7[0, 0, 0][1, 80, 20][1, 1, 1] : tensor<2x80x20xf32> to tensor<1x80x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %104 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x80x20xf32> into tensor<80x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %105 = tensor.extract_slice %arg8[0, 0, 0][1, 20, 20][1, 1, 1] : tensor<2x20x20xf32> to tensor<1x20x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %106 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<1x20x20xf32> into tensor<20x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %107 = tensor.extract_slice %arg9[0, 0, 0][1, 20, 60][1, 1, 1] : tensor<2x20x60xf32> to tensor<1x20x60xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %108 = tensor.collapse_shape %107 [[0, 1], [2]] : tensor<1x20x60xf32> into tensor<20x60xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %109 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %110 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %111 = linalg.fill ins(%109 : f32) outs(%110 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %112 = linalg.reduce ins(%35 : tensor<12x8x20xf32>) outs(%111 : tensor<12x8xf32>) dimensions = [2]
      (%in113: f32, %init114: f32) {
        %115 = arith.addf %in113, %init114 : f32
        linalg.yield %115 : f32
      } loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %116 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %117 = linalg.broadcast ins(%112 : tensor<12x8xf32>) outs(%116 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %118 = arith.constant 20.0 : f32 loc("jvp()/scan[0]/div"("examples/gpt.py":44:11))
    %119 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":44:11))
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<12x8x1xf32>) outs(%119 : tensor<12x8x1xf32>) {
    ^bb0(%in121: f32, %out122: f32):
      %123 = arith.divf %in121, %118 : f32
      linalg.yield %123 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":44:11))
    %124 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":45:30))
    %125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %120 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%124 : tensor<12x8x20xf32>) {
    ^bb0(%in126: f32, %in127: f32, %out128: f32):
      %129 = arith.subf %in126, %in127 : f32
      linalg.yield %129 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":45:30))
    %130 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/square"("examples/gpt.py":45:19))
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<12x8x20xf32>) outs(%130 : tensor<12x8x20xf32>) {
    ^bb0(%in132: f32, %out133: f32):
      %134 = arith.mulf %in132, %in132 : f32
      linalg.yield %134 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/square"("examples/gpt.py":45:19))
    %135 = arith.constant 2.0 : f32 loc("jvp()/scan[0]/mul"("examples/gpt.py":45:19))
    %136 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":45:19))
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<12x8x20xf32>) outs(%136 : tensor<12x8x20xf32>) {
    ^bb0(%in138: f32, %out139: f32):
      %140 = arith.mulf %135, %in138 : f32
      linalg.yield %140 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":45:19))
    %141 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %142 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %143 = linalg.fill ins(%141 : f32) outs(%142 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %144 = linalg.reduce ins(%131 : tensor<12x8x20xf32>) outs(%143 : tensor<12x8xf32>) dimensions = [2]
      (%in145: f32, %init146: f32) {
        %147 = arith.addf %in145, %init146 : f32
        linalg.yield %147 : f32
      } loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %148 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %149 = linalg.broadcast ins(%144 : tensor<12x8xf32>) outs(%148 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %150 = arith.constant 20.0 : f32 loc("jvp()/scan[0]/div"("examples/gpt.py":45:10))
    %151 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":45:10))
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<12x8x1xf32>) outs(%151 : tensor<12x8x1xf32>) {
    ^bb0(%in153: f32, %out154: f32):
      %155 = arith.divf %in153, %150 : f32
      linalg.yield %155 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":45:10))
    %156 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":46:12))
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %120 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%156 : tensor<12x8x20xf32>) {
    ^bb0(%in158: f32, %in159: f32, %out160: f32):
      %161 = arith.subf %in158, %in159 : f32
      linalg.yield %161 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":46:12))
    %162 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/scan[0]/add"("examples/gpt.py":46:38))
    %163 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:38))
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<12x8x1xf32>) outs(%163 : tensor<12x8x1xf32>) {
    ^bb0(%in165: f32, %out166: f32):
      %167 = arith.addf %in165, %162 : f32
      linalg.yield %167 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:38))
    %168 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/rsqrt"("examples/gpt.py":46:24))
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<12x8x1xf32>) outs(%168 : tensor<12x8x1xf32>) {
    ^bb0(%in170: f32, %out171: f32):
      %172 = math.rsqrt %in170 : f32
      linalg.yield %172 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/rsqrt"("examples/gpt.py":46:24))
    %173 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":46:24))
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %164 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%173 : tensor<12x8x1xf32>) {
    ^bb0(%in175: f32, %in176: f32, %out177: f32):
      %178 = arith.divf %in175, %in176 : f32
      linalg.yield %178 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":46:24))
    %179 = arith.constant -0.5 : f32 loc("jvp()/scan[0]/mul"("examples/gpt.py":46:24))
    %180 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:24))
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<12x8x1xf32>) outs(%180 : tensor<12x8x1xf32>) {
    ^bb0(%in182: f32, %out183: f32):
      %184 = arith.mulf %179, %in182 : f32
      linalg.yield %184 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:24))
    %185 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %169 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%185 : tensor<12x8x20xf32>) {
    ^bb0(%in187: f32, %in188: f32, %out189: f32):
      %190 = arith.mulf %in187, %in188 : f32
      linalg.yield %190 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %191 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %192 = linalg.broadcast ins(%96 : tensor<20xf32>) outs(%191 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %193 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %192 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%193 : tensor<12x8x20xf32>) {
    ^bb0(%in195: f32, %in196: f32, %out197: f32):
      %198 = arith.mulf %in195, %in196 : f32
      linalg.yield %198 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %199 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %200 = linalg.broadcast ins(%94 : tensor<20xf32>) outs(%199 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %201 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:11))
    %202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %200 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%201 : tensor<12x8x20xf32>) {
    ^bb0(%in203: f32, %in204: f32, %out205: f32):
      %206 = arith.addf %in203, %in204 : f32
      linalg.yield %206 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:11))
    %207 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/dot_general"("examples/gpt.py":63:24))
    %208 = tensor.empty() : tensor<12x8x60xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":63:24))
    %209 = linalg.fill ins(%207 : f32) outs(%208 : tensor<12x8x60xf32>) -> tensor<12x8x60xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":63:24))
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%202, %108 : tensor<12x8x20xf32>, tensor<20x60xf32>) outs(%209 : tensor<12x8x60xf32>) {
    ^bb0(%in211: f32, %in212: f32, %out213: f32):
      %214 = arith.mulf %in211, %in212 : f32
      %215 = arith.addf %out213, %214 : f32
      linalg.yield %215 : f32
    } -> tensor<12x8x60xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":63:24))
    %216 = tensor.extract_slice %210[0, 0, 0][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/scan[0]/split"("examples/gpt.py":63:14))
    %217 = tensor.extract_slice %210[0, 0, 20][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/scan[0]/split"("examples/gpt.py":63:14))
    %218 = tensor.extract_slice %210[0, 0, 40][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/scan[0]/split"("examples/gpt.py":63:14))
    %219 = tensor.expand_shape %216 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/scan[0]/reshape"("examples/gpt.py":64:22))
    %220 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[0]/transpose"("examples/gpt.py":64:22))
    %221 = linalg.transpose ins(%219 : tensor<12x8x2x10xf32>) outs(%220 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[0]/transpose"("examples/gpt.py":64:22))
    %222 = tensor.expand_shape %217 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/scan[0]/reshape"("examples/gpt.py":64:22))
    %223 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[0]/transpose"("examples/gpt.py":64:22))
    %224 = linalg.transpose ins(%222 : tensor<12x8x2x10xf32>) outs(%223 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[0]/transpose"("examples/gpt.py":64:22))
    %225 = tensor.expand_shape %218 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/scan[0]/reshape"("examples/gpt.py":64:22))
    %226 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[0]/transpose"("examples/gpt.py":64:22))
    %227 = linalg.transpose ins(%225 : tensor<12x8x2x10xf32>) outs(%226 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[0]/transpose"("examples/gpt.py":64:22))
    %228 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %229 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %230 = linalg.fill ins(%228 : f32) outs(%229 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%221, %224 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%230 : tensor<12x2x8x8xf32>) {
    ^bb0(%in232: f32, %in233: f32, %out234: f32):
      %235 = arith.mulf %in232, %in233 : f32
      %236 = arith.addf %out234, %235 : f32
      linalg.yield %236 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %237 = arith.constant 3.1622776985168457 : f32 loc("jvp()/scan[0]/div"("examples/gpt.py":66:13))
    %238 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":66:13))
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<12x2x8x8xf32>) outs(%238 : tensor<12x2x8x8xf32>) {
    ^bb0(%in240: f32, %out241: f32):
      %242 = arith.divf %in240, %237 : f32
      linalg.yield %242 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":66:13))
    %243 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[0]/_where/select_n"("examples/gpt.py":68:13))
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %85, %239 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%243 : tensor<12x2x8x8xf32>) {
    ^bb0(%in245: i1, %in246: f32, %in247: f32, %out248: f32):
      %249 = arith.select %in245, %in247, %in246 : f32
      linalg.yield %249 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/_where/select_n"("examples/gpt.py":68:13))
    %250 = arith.constant 0xFF800000 : f32 loc("jvp()/scan[0]/reduce_max"("examples/gpt.py":69:45))
    %251 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/scan[0]/reduce_max"("examples/gpt.py":69:45))
    %252 = linalg.fill ins(%250 : f32) outs(%251 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/scan[0]/reduce_max"("examples/gpt.py":69:45))
    %253 = linalg.reduce ins(%244 : tensor<12x2x8x8xf32>) outs(%252 : tensor<12x2x8xf32>) dimensions = [3]
      (%in254: f32, %init255: f32) {
        %256 = arith.maximumf %in254, %init255 : f32
        linalg.yield %256 : f32
      } loc("jvp()/scan[0]/reduce_max"("examples/gpt.py":69:45))
    %257 = arith.constant 0xFF800000 : f32 loc("jvp()/scan[0]/max"("examples/gpt.py":69:45))
    %258 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/scan[0]/max"("examples/gpt.py":69:45))
    %259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<12x2x8xf32>) outs(%258 : tensor<12x2x8xf32>) {
    ^bb0(%in260: f32, %out261: f32):
      %262 = arith.maximumf %257, %in260 : f32
      linalg.yield %262 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/scan[0]/max"("examples/gpt.py":69:45))
    %263 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":69:45))
    %264 = linalg.broadcast ins(%259 : tensor<12x2x8xf32>) outs(%263 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":69:45))
    %265 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":69:45))
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %264 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%265 : tensor<12x2x8x8xf32>) {
    ^bb0(%in267: f32, %in268: f32, %out269: f32):
      %270 = arith.subf %in267, %in268 : f32
      linalg.yield %270 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":69:45))
    %271 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[0]/exp"("examples/gpt.py":69:45))
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<12x2x8x8xf32>) outs(%271 : tensor<12x2x8x8xf32>) {
    ^bb0(%in273: f32, %out274: f32):
      %275 = math.exp %in273 : f32
      linalg.yield %275 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/exp"("examples/gpt.py":69:45))
    %276 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %277 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %278 = linalg.fill ins(%276 : f32) outs(%277 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %279 = linalg.reduce ins(%272 : tensor<12x2x8x8xf32>) outs(%278 : tensor<12x2x8xf32>) dimensions = [3]
      (%in280: f32, %init281: f32) {
        %282 = arith.addf %in280, %init281 : f32
        linalg.yield %282 : f32
      } loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %283 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":69:45))
    %284 = linalg.broadcast ins(%279 : tensor<12x2x8xf32>) outs(%283 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":69:45))
    %285 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":69:45))
    %286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %284 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%285 : tensor<12x2x8x8xf32>) {
    ^bb0(%in287: f32, %in288: f32, %out289: f32):
      %290 = arith.divf %in287, %in288 : f32
      linalg.yield %290 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":69:45))
    %291 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/scan[0]/integer_pow"("examples/gpt.py":69:45))
    %292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<12x2x8x1xf32>) outs(%291 : tensor<12x2x8x1xf32>) {
    ^bb0(%in293: f32, %out294: f32):
      %295 = arith.mulf %in293, %in293 : f32
      %296 = arith.constant 1.0 : f32
      %297 = arith.divf %296, %295 : f32
      linalg.yield %297 : f32
    } -> tensor<12x2x8x1xf32> loc("jvp()/scan[0]/integer_pow"("examples/gpt.py":69:45))
    %298 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %299 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %300 = linalg.fill ins(%298 : f32) outs(%299 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("jvp()/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%286, %227 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%300 : tensor<12x2x8x10xf32>) {
    ^bb0(%in302: f32, %in303: f32, %out304: f32):
      %305 = arith.mulf %in302, %in303 : f32
      %306 = arith.addf %out304, %305 : f32
      linalg.yield %306 : f32
    } -> tensor<12x2x8x10xf32> loc("jvp()/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %307 = tensor.empty() : tensor<12x8x2x10xf32> loc("jvp()/scan[0]/transpose"("examples/gpt.py":70:11))
    %308 = linalg.transpose ins(%301 : tensor<12x2x8x10xf32>) outs(%307 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[0]/transpose"("examples/gpt.py":70:11))
    %309 = tensor.collapse_shape %308 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("jvp()/scan[0]/reshape"("examples/gpt.py":70:11))
    %310 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/dot_general"("examples/gpt.py":70:11))
    %311 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":70:11))
    %312 = linalg.fill ins(%310 : f32) outs(%311 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":70:11))
    %313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%309, %106 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%312 : tensor<12x8x20xf32>) {
    ^bb0(%in314: f32, %in315: f32, %out316: f32):
      %317 = arith.mulf %in314, %in315 : f32
      %318 = arith.addf %out316, %317 : f32
      linalg.yield %318 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":70:11))
    %319 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt_scan.py":34:12))
    %320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %313 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%319 : tensor<12x8x20xf32>) {
    ^bb0(%in321: f32, %in322: f32, %out323: f32):
      %324 = arith.addf %in321, %in322 : f32
      linalg.yield %324 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt_scan.py":34:12))
    %325 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %326 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %327 = linalg.fill ins(%325 : f32) outs(%326 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %328 = linalg.reduce ins(%320 : tensor<12x8x20xf32>) outs(%327 : tensor<12x8xf32>) dimensions = [2]
      (%in329: f32, %init330: f32) {
        %331 = arith.addf %in329, %init330 : f32
        linalg.yield %331 : f32
      } loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %332 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %333 = linalg.broadcast ins(%328 : tensor<12x8xf32>) outs(%332 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %334 = arith.constant 20.0 : f32 loc("jvp()/scan[0]/div"("examples/gpt.py":44:11))
    %335 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":44:11))
    %336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<12x8x1xf32>) outs(%335 : tensor<12x8x1xf32>) {
    ^bb0(%in337: f32, %out338: f32):
      %339 = arith.divf %in337, %334 : f32
      linalg.yield %339 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":44:11))
    %340 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":45:30))
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %336 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%340 : tensor<12x8x20xf32>) {
    ^bb0(%in342: f32, %in343: f32, %out344: f32):
      %345 = arith.subf %in342, %in343 : f32
      linalg.yield %345 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":45:30))
    %346 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/square"("examples/gpt.py":45:19))
    %347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<12x8x20xf32>) outs(%346 : tensor<12x8x20xf32>) {
    ^bb0(%in348: f32, %out349: f32):
      %350 = arith.mulf %in348, %in348 : f32
      linalg.yield %350 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/square"("examples/gpt.py":45:19))
    %351 = arith.constant 2.0 : f32 loc("jvp()/scan[0]/mul"("examples/gpt.py":45:19))
    %352 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":45:19))
    %353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<12x8x20xf32>) outs(%352 : tensor<12x8x20xf32>) {
    ^bb0(%in354: f32, %out355: f32):
      %356 = arith.mulf %351, %in354 : f32
      linalg.yield %356 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":45:19))
    %357 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %358 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %359 = linalg.fill ins(%357 : f32) outs(%358 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %360 = linalg.reduce ins(%347 : tensor<12x8x20xf32>) outs(%359 : tensor<12x8xf32>) dimensions = [2]
      (%in361: f32, %init362: f32) {
        %363 = arith.addf %in361, %init362 : f32
        linalg.yield %363 : f32
      } loc("jvp()/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %364 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %365 = linalg.broadcast ins(%360 : tensor<12x8xf32>) outs(%364 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %366 = arith.constant 20.0 : f32 loc("jvp()/scan[0]/div"("examples/gpt.py":45:10))
    %367 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":45:10))
    %368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<12x8x1xf32>) outs(%367 : tensor<12x8x1xf32>) {
    ^bb0(%in369: f32, %out370: f32):
      %371 = arith.divf %in369, %366 : f32
      linalg.yield %371 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":45:10))
    %372 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":46:12))
    %373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %336 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%372 : tensor<12x8x20xf32>) {
    ^bb0(%in374: f32, %in375: f32, %out376: f32):
      %377 = arith.subf %in374, %in375 : f32
      linalg.yield %377 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/sub"("examples/gpt.py":46:12))
    %378 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/scan[0]/add"("examples/gpt.py":46:38))
    %379 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:38))
    %380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<12x8x1xf32>) outs(%379 : tensor<12x8x1xf32>) {
    ^bb0(%in381: f32, %out382: f32):
      %383 = arith.addf %in381, %378 : f32
      linalg.yield %383 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:38))
    %384 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/rsqrt"("examples/gpt.py":46:24))
    %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<12x8x1xf32>) outs(%384 : tensor<12x8x1xf32>) {
    ^bb0(%in386: f32, %out387: f32):
      %388 = math.rsqrt %in386 : f32
      linalg.yield %388 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/rsqrt"("examples/gpt.py":46:24))
    %389 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":46:24))
    %390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %380 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%389 : tensor<12x8x1xf32>) {
    ^bb0(%in391: f32, %in392: f32, %out393: f32):
      %394 = arith.divf %in391, %in392 : f32
      linalg.yield %394 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/div"("examples/gpt.py":46:24))
    %395 = arith.constant -0.5 : f32 loc("jvp()/scan[0]/mul"("examples/gpt.py":46:24))
    %396 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:24))
    %397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<12x8x1xf32>) outs(%396 : tensor<12x8x1xf32>) {
    ^bb0(%in398: f32, %out399: f32):
      %400 = arith.mulf %395, %in398 : f32
      linalg.yield %400 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:24))
    %401 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %385 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%401 : tensor<12x8x20xf32>) {
    ^bb0(%in403: f32, %in404: f32, %out405: f32):
      %406 = arith.mulf %in403, %in404 : f32
      linalg.yield %406 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %407 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %408 = linalg.broadcast ins(%100 : tensor<20xf32>) outs(%407 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %409 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %408 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%409 : tensor<12x8x20xf32>) {
    ^bb0(%in411: f32, %in412: f32, %out413: f32):
      %414 = arith.mulf %in411, %in412 : f32
      linalg.yield %414 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":46:11))
    %415 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %416 = linalg.broadcast ins(%98 : tensor<20xf32>) outs(%415 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":46:11))
    %417 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:11))
    %418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %416 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%417 : tensor<12x8x20xf32>) {
    ^bb0(%in419: f32, %in420: f32, %out421: f32):
      %422 = arith.addf %in419, %in420 : f32
      linalg.yield %422 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":46:11))
    %423 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:23))
    %424 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:23))
    %425 = linalg.fill ins(%423 : f32) outs(%424 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:23))
    %426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%418, %102 : tensor<12x8x20xf32>, tensor<20x80xf32>) outs(%425 : tensor<12x8x80xf32>) {
    ^bb0(%in427: f32, %in428: f32, %out429: f32):
      %430 = arith.mulf %in427, %in428 : f32
      %431 = arith.addf %out429, %430 : f32
      linalg.yield %431 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:23))
    %432 = tensor.empty() : tensor<1x1x80xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":74:23))
    %433 = linalg.broadcast ins(%90 : tensor<80xf32>) outs(%432 : tensor<1x1x80xf32>) dimensions = [0, 1] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":74:23))
    %434 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":74:23))
    %435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %433 : tensor<12x8x80xf32>, tensor<1x1x80xf32>) outs(%434 : tensor<12x8x80xf32>) {
    ^bb0(%in436: f32, %in437: f32, %out438: f32):
      %439 = arith.addf %in436, %in437 : f32
      linalg.yield %439 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":74:23))
    %440 = arith.constant 0.5 : f32 loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %441 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<12x8x80xf32>) outs(%441 : tensor<12x8x80xf32>) {
    ^bb0(%in443: f32, %out444: f32):
      %445 = arith.mulf %440, %in443 : f32
      linalg.yield %445 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %446 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/neg"("examples/gpt.py":74:11))
    %447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<12x8x80xf32>) outs(%446 : tensor<12x8x80xf32>) {
    ^bb0(%in448: f32, %out449: f32):
      %450 = arith.negf %in448 : f32
      linalg.yield %450 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/neg"("examples/gpt.py":74:11))
    %451 = arith.constant 0.7071067690849304 : f32 loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %452 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<12x8x80xf32>) outs(%452 : tensor<12x8x80xf32>) {
    ^bb0(%in454: f32, %out455: f32):
      %456 = arith.mulf %in454, %451 : f32
      linalg.yield %456 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %457 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/erfc"("examples/gpt.py":74:11))
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453 : tensor<12x8x80xf32>) outs(%457 : tensor<12x8x80xf32>) {
    ^bb0(%in459: f32, %out460: f32):
      %461 = math.erfc %in459 : f32
      linalg.yield %461 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/erfc"("examples/gpt.py":74:11))
    %462 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/square"("examples/gpt.py":74:11))
    %463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453 : tensor<12x8x80xf32>) outs(%462 : tensor<12x8x80xf32>) {
    ^bb0(%in464: f32, %out465: f32):
      %466 = arith.mulf %in464, %in464 : f32
      linalg.yield %466 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/square"("examples/gpt.py":74:11))
    %467 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/neg"("examples/gpt.py":74:11))
    %468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<12x8x80xf32>) outs(%467 : tensor<12x8x80xf32>) {
    ^bb0(%in469: f32, %out470: f32):
      %471 = arith.negf %in469 : f32
      linalg.yield %471 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/neg"("examples/gpt.py":74:11))
    %472 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/exp"("examples/gpt.py":74:11))
    %473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<12x8x80xf32>) outs(%472 : tensor<12x8x80xf32>) {
    ^bb0(%in474: f32, %out475: f32):
      %476 = math.exp %in474 : f32
      linalg.yield %476 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/exp"("examples/gpt.py":74:11))
    %477 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %458 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%477 : tensor<12x8x80xf32>) {
    ^bb0(%in479: f32, %in480: f32, %out481: f32):
      %482 = arith.mulf %in479, %in480 : f32
      linalg.yield %482 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[0]/mul"("examples/gpt.py":74:11))
    %483 = arith.constant 0.0 : f32 loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:11))
    %484 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:11))
    %485 = linalg.fill ins(%483 : f32) outs(%484 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:11))
    %486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%478, %104 : tensor<12x8x80xf32>, tensor<80x20xf32>) outs(%485 : tensor<12x8x20xf32>) {
    ^bb0(%in487: f32, %in488: f32, %out489: f32):
      %490 = arith.mulf %in487, %in488 : f32
      %491 = arith.addf %out489, %490 : f32
      linalg.yield %491 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/dot_general"("examples/gpt.py":74:11))
    %492 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":74:11))
    %493 = linalg.broadcast ins(%92 : tensor<20xf32>) outs(%492 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[0]/broadcast_in_dim"("examples/gpt.py":74:11))
    %494 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":74:11))
    %495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %493 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%494 : tensor<12x8x20xf32>) {
    ^bb0(%in496: f32, %in497: f32, %out498: f32):
      %499 = arith.addf %in496, %in497 : f32
      linalg.yield %499 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt.py":74:11))
    %500 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt_scan.py":35:15))
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %495 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%500 : tensor<12x8x20xf32>) {
    ^bb0(%in502: f32, %in503: f32, %out504: f32):
      %505 = arith.addf %in502, %in503 : f32
      linalg.yield %505 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[0]/add"("examples/gpt_scan.py":35:15))
    %506 = tensor.extract_slice %arg0[1, 0][1, 80][1, 1] : tensor<2x80xf32> to tensor<1x80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %507 = tensor.collapse_shape %506 [[0, 1]] : tensor<1x80xf32> into tensor<80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %508 = tensor.extract_slice %arg1[1, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %509 = tensor.collapse_shape %508 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %510 = tensor.extract_slice %arg2[1, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %511 = tensor.collapse_shape %510 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %512 = tensor.extract_slice %arg3[1, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %513 = tensor.collapse_shape %512 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %514 = tensor.extract_slice %arg4[1, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %515 = tensor.collapse_shape %514 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %516 = tensor.extract_slice %arg5[1, 0][1, 20][1, 1] : tensor<2x20xf32> to tensor<1x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %517 = tensor.collapse_shape %516 [[0, 1]] : tensor<1x20xf32> into tensor<20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %518 = tensor.extract_slice %arg6[1, 0, 0][1, 20, 80][1, 1, 1] : tensor<2x20x80xf32> to tensor<1x20x80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %519 = tensor.collapse_shape %518 [[0, 1], [2]] : tensor<1x20x80xf32> into tensor<20x80xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %520 = tensor.extract_slice %arg7[1, 0, 0][1, 80, 20][1, 1, 1] : tensor<2x80x20xf32> to tensor<1x80x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %521 = tensor.collapse_shape %520 [[0, 1], [2]] : tensor<1x80x20xf32> into tensor<80x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %522 = tensor.extract_slice %arg8[1, 0, 0][1, 20, 20][1, 1, 1] : tensor<2x20x20xf32> to tensor<1x20x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %523 = tensor.collapse_shape %522 [[0, 1], [2]] : tensor<1x20x20xf32> into tensor<20x20xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %524 = tensor.extract_slice %arg9[1, 0, 0][1, 20, 60][1, 1, 1] : tensor<2x20x60xf32> to tensor<1x20x60xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %525 = tensor.collapse_shape %524 [[0, 1], [2]] : tensor<1x20x60xf32> into tensor<20x60xf32> loc("jvp()/scan"("examples/gpt_scan.py":38:11))
    %526 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %527 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %528 = linalg.fill ins(%526 : f32) outs(%527 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %529 = linalg.reduce ins(%501 : tensor<12x8x20xf32>) outs(%528 : tensor<12x8xf32>) dimensions = [2]
      (%in530: f32, %init531: f32) {
        %532 = arith.addf %in530, %init531 : f32
        linalg.yield %532 : f32
      } loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %533 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %534 = linalg.broadcast ins(%529 : tensor<12x8xf32>) outs(%533 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %535 = arith.constant 20.0 : f32 loc("jvp()/scan[1]/div"("examples/gpt.py":44:11))
    %536 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":44:11))
    %537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<12x8x1xf32>) outs(%536 : tensor<12x8x1xf32>) {
    ^bb0(%in538: f32, %out539: f32):
      %540 = arith.divf %in538, %535 : f32
      linalg.yield %540 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":44:11))
    %541 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":45:30))
    %542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %537 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%541 : tensor<12x8x20xf32>) {
    ^bb0(%in543: f32, %in544: f32, %out545: f32):
      %546 = arith.subf %in543, %in544 : f32
      linalg.yield %546 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":45:30))
    %547 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/square"("examples/gpt.py":45:19))
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<12x8x20xf32>) outs(%547 : tensor<12x8x20xf32>) {
    ^bb0(%in549: f32, %out550: f32):
      %551 = arith.mulf %in549, %in549 : f32
      linalg.yield %551 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/square"("examples/gpt.py":45:19))
    %552 = arith.constant 2.0 : f32 loc("jvp()/scan[1]/mul"("examples/gpt.py":45:19))
    %553 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":45:19))
    %554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<12x8x20xf32>) outs(%553 : tensor<12x8x20xf32>) {
    ^bb0(%in555: f32, %out556: f32):
      %557 = arith.mulf %552, %in555 : f32
      linalg.yield %557 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":45:19))
    %558 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %559 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %560 = linalg.fill ins(%558 : f32) outs(%559 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %561 = linalg.reduce ins(%548 : tensor<12x8x20xf32>) outs(%560 : tensor<12x8xf32>) dimensions = [2]
      (%in562: f32, %init563: f32) {
        %564 = arith.addf %in562, %init563 : f32
        linalg.yield %564 : f32
      } loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %565 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %566 = linalg.broadcast ins(%561 : tensor<12x8xf32>) outs(%565 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %567 = arith.constant 20.0 : f32 loc("jvp()/scan[1]/div"("examples/gpt.py":45:10))
    %568 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":45:10))
    %569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566 : tensor<12x8x1xf32>) outs(%568 : tensor<12x8x1xf32>) {
    ^bb0(%in570: f32, %out571: f32):
      %572 = arith.divf %in570, %567 : f32
      linalg.yield %572 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":45:10))
    %573 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":46:12))
    %574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %537 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%573 : tensor<12x8x20xf32>) {
    ^bb0(%in575: f32, %in576: f32, %out577: f32):
      %578 = arith.subf %in575, %in576 : f32
      linalg.yield %578 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":46:12))
    %579 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/scan[1]/add"("examples/gpt.py":46:38))
    %580 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:38))
    %581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<12x8x1xf32>) outs(%580 : tensor<12x8x1xf32>) {
    ^bb0(%in582: f32, %out583: f32):
      %584 = arith.addf %in582, %579 : f32
      linalg.yield %584 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:38))
    %585 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/rsqrt"("examples/gpt.py":46:24))
    %586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581 : tensor<12x8x1xf32>) outs(%585 : tensor<12x8x1xf32>) {
    ^bb0(%in587: f32, %out588: f32):
      %589 = math.rsqrt %in587 : f32
      linalg.yield %589 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/rsqrt"("examples/gpt.py":46:24))
    %590 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":46:24))
    %591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %581 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%590 : tensor<12x8x1xf32>) {
    ^bb0(%in592: f32, %in593: f32, %out594: f32):
      %595 = arith.divf %in592, %in593 : f32
      linalg.yield %595 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":46:24))
    %596 = arith.constant -0.5 : f32 loc("jvp()/scan[1]/mul"("examples/gpt.py":46:24))
    %597 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:24))
    %598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<12x8x1xf32>) outs(%597 : tensor<12x8x1xf32>) {
    ^bb0(%in599: f32, %out600: f32):
      %601 = arith.mulf %596, %in599 : f32
      linalg.yield %601 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:24))
    %602 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %586 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%602 : tensor<12x8x20xf32>) {
    ^bb0(%in604: f32, %in605: f32, %out606: f32):
      %607 = arith.mulf %in604, %in605 : f32
      linalg.yield %607 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %608 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %609 = linalg.broadcast ins(%513 : tensor<20xf32>) outs(%608 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %610 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %609 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%610 : tensor<12x8x20xf32>) {
    ^bb0(%in612: f32, %in613: f32, %out614: f32):
      %615 = arith.mulf %in612, %in613 : f32
      linalg.yield %615 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %616 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %617 = linalg.broadcast ins(%511 : tensor<20xf32>) outs(%616 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %618 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:11))
    %619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %617 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%618 : tensor<12x8x20xf32>) {
    ^bb0(%in620: f32, %in621: f32, %out622: f32):
      %623 = arith.addf %in620, %in621 : f32
      linalg.yield %623 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:11))
    %624 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/dot_general"("examples/gpt.py":63:24))
    %625 = tensor.empty() : tensor<12x8x60xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":63:24))
    %626 = linalg.fill ins(%624 : f32) outs(%625 : tensor<12x8x60xf32>) -> tensor<12x8x60xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":63:24))
    %627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%619, %525 : tensor<12x8x20xf32>, tensor<20x60xf32>) outs(%626 : tensor<12x8x60xf32>) {
    ^bb0(%in628: f32, %in629: f32, %out630: f32):
      %631 = arith.mulf %in628, %in629 : f32
      %632 = arith.addf %out630, %631 : f32
      linalg.yield %632 : f32
    } -> tensor<12x8x60xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":63:24))
    %633 = tensor.extract_slice %627[0, 0, 0][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/scan[1]/split"("examples/gpt.py":63:14))
    %634 = tensor.extract_slice %627[0, 0, 20][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/scan[1]/split"("examples/gpt.py":63:14))
    %635 = tensor.extract_slice %627[0, 0, 40][12, 8, 20][1, 1, 1] : tensor<12x8x60xf32> to tensor<12x8x20xf32> loc("jvp()/scan[1]/split"("examples/gpt.py":63:14))
    %636 = tensor.expand_shape %633 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/scan[1]/reshape"("examples/gpt.py":64:22))
    %637 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[1]/transpose"("examples/gpt.py":64:22))
    %638 = linalg.transpose ins(%636 : tensor<12x8x2x10xf32>) outs(%637 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[1]/transpose"("examples/gpt.py":64:22))
    %639 = tensor.expand_shape %634 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/scan[1]/reshape"("examples/gpt.py":64:22))
    %640 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[1]/transpose"("examples/gpt.py":64:22))
    %641 = linalg.transpose ins(%639 : tensor<12x8x2x10xf32>) outs(%640 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[1]/transpose"("examples/gpt.py":64:22))
    %642 = tensor.expand_shape %635 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("jvp()/scan[1]/reshape"("examples/gpt.py":64:22))
    %643 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[1]/transpose"("examples/gpt.py":64:22))
    %644 = linalg.transpose ins(%642 : tensor<12x8x2x10xf32>) outs(%643 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[1]/transpose"("examples/gpt.py":64:22))
    %645 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %646 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %647 = linalg.fill ins(%645 : f32) outs(%646 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%638, %641 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%647 : tensor<12x2x8x8xf32>) {
    ^bb0(%in649: f32, %in650: f32, %out651: f32):
      %652 = arith.mulf %in649, %in650 : f32
      %653 = arith.addf %out651, %652 : f32
      linalg.yield %653 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %654 = arith.constant 3.1622776985168457 : f32 loc("jvp()/scan[1]/div"("examples/gpt.py":66:13))
    %655 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":66:13))
    %656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648 : tensor<12x2x8x8xf32>) outs(%655 : tensor<12x2x8x8xf32>) {
    ^bb0(%in657: f32, %out658: f32):
      %659 = arith.divf %in657, %654 : f32
      linalg.yield %659 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":66:13))
    %660 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[1]/_where/select_n"("examples/gpt.py":68:13))
    %661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %85, %656 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%660 : tensor<12x2x8x8xf32>) {
    ^bb0(%in662: i1, %in663: f32, %in664: f32, %out665: f32):
      %666 = arith.select %in662, %in664, %in663 : f32
      linalg.yield %666 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/_where/select_n"("examples/gpt.py":68:13))
    %667 = arith.constant 0xFF800000 : f32 loc("jvp()/scan[1]/reduce_max"("examples/gpt.py":69:45))
    %668 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/scan[1]/reduce_max"("examples/gpt.py":69:45))
    %669 = linalg.fill ins(%667 : f32) outs(%668 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/scan[1]/reduce_max"("examples/gpt.py":69:45))
    %670 = linalg.reduce ins(%661 : tensor<12x2x8x8xf32>) outs(%669 : tensor<12x2x8xf32>) dimensions = [3]
      (%in671: f32, %init672: f32) {
        %673 = arith.maximumf %in671, %init672 : f32
        linalg.yield %673 : f32
      } loc("jvp()/scan[1]/reduce_max"("examples/gpt.py":69:45))
    %674 = arith.constant 0xFF800000 : f32 loc("jvp()/scan[1]/max"("examples/gpt.py":69:45))
    %675 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/scan[1]/max"("examples/gpt.py":69:45))
    %676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<12x2x8xf32>) outs(%675 : tensor<12x2x8xf32>) {
    ^bb0(%in677: f32, %out678: f32):
      %679 = arith.maximumf %674, %in677 : f32
      linalg.yield %679 : f32
    } -> tensor<12x2x8xf32> loc("jvp()/scan[1]/max"("examples/gpt.py":69:45))
    %680 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":69:45))
    %681 = linalg.broadcast ins(%676 : tensor<12x2x8xf32>) outs(%680 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":69:45))
    %682 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":69:45))
    %683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %681 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%682 : tensor<12x2x8x8xf32>) {
    ^bb0(%in684: f32, %in685: f32, %out686: f32):
      %687 = arith.subf %in684, %in685 : f32
      linalg.yield %687 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":69:45))
    %688 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[1]/exp"("examples/gpt.py":69:45))
    %689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%683 : tensor<12x2x8x8xf32>) outs(%688 : tensor<12x2x8x8xf32>) {
    ^bb0(%in690: f32, %out691: f32):
      %692 = math.exp %in690 : f32
      linalg.yield %692 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/exp"("examples/gpt.py":69:45))
    %693 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %694 = tensor.empty() : tensor<12x2x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %695 = linalg.fill ins(%693 : f32) outs(%694 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %696 = linalg.reduce ins(%689 : tensor<12x2x8x8xf32>) outs(%695 : tensor<12x2x8xf32>) dimensions = [3]
      (%in697: f32, %init698: f32) {
        %699 = arith.addf %in697, %init698 : f32
        linalg.yield %699 : f32
      } loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %700 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":69:45))
    %701 = linalg.broadcast ins(%696 : tensor<12x2x8xf32>) outs(%700 : tensor<12x2x8x1xf32>) dimensions = [3] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":69:45))
    %702 = tensor.empty() : tensor<12x2x8x8xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":69:45))
    %703 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %701 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%702 : tensor<12x2x8x8xf32>) {
    ^bb0(%in704: f32, %in705: f32, %out706: f32):
      %707 = arith.divf %in704, %in705 : f32
      linalg.yield %707 : f32
    } -> tensor<12x2x8x8xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":69:45))
    %708 = tensor.empty() : tensor<12x2x8x1xf32> loc("jvp()/scan[1]/integer_pow"("examples/gpt.py":69:45))
    %709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701 : tensor<12x2x8x1xf32>) outs(%708 : tensor<12x2x8x1xf32>) {
    ^bb0(%in710: f32, %out711: f32):
      %712 = arith.mulf %in710, %in710 : f32
      %713 = arith.constant 1.0 : f32
      %714 = arith.divf %713, %712 : f32
      linalg.yield %714 : f32
    } -> tensor<12x2x8x1xf32> loc("jvp()/scan[1]/integer_pow"("examples/gpt.py":69:45))
    %715 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %716 = tensor.empty() : tensor<12x2x8x10xf32> loc("jvp()/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %717 = linalg.fill ins(%715 : f32) outs(%716 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("jvp()/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%703, %644 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%717 : tensor<12x2x8x10xf32>) {
    ^bb0(%in719: f32, %in720: f32, %out721: f32):
      %722 = arith.mulf %in719, %in720 : f32
      %723 = arith.addf %out721, %722 : f32
      linalg.yield %723 : f32
    } -> tensor<12x2x8x10xf32> loc("jvp()/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %724 = tensor.empty() : tensor<12x8x2x10xf32> loc("jvp()/scan[1]/transpose"("examples/gpt.py":70:11))
    %725 = linalg.transpose ins(%718 : tensor<12x2x8x10xf32>) outs(%724 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("jvp()/scan[1]/transpose"("examples/gpt.py":70:11))
    %726 = tensor.collapse_shape %725 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("jvp()/scan[1]/reshape"("examples/gpt.py":70:11))
    %727 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/dot_general"("examples/gpt.py":70:11))
    %728 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":70:11))
    %729 = linalg.fill ins(%727 : f32) outs(%728 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":70:11))
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%726, %523 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%729 : tensor<12x8x20xf32>) {
    ^bb0(%in731: f32, %in732: f32, %out733: f32):
      %734 = arith.mulf %in731, %in732 : f32
      %735 = arith.addf %out733, %734 : f32
      linalg.yield %735 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":70:11))
    %736 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt_scan.py":34:12))
    %737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %730 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%736 : tensor<12x8x20xf32>) {
    ^bb0(%in738: f32, %in739: f32, %out740: f32):
      %741 = arith.addf %in738, %in739 : f32
      linalg.yield %741 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt_scan.py":34:12))
    %742 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %743 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %744 = linalg.fill ins(%742 : f32) outs(%743 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %745 = linalg.reduce ins(%737 : tensor<12x8x20xf32>) outs(%744 : tensor<12x8xf32>) dimensions = [2]
      (%in746: f32, %init747: f32) {
        %748 = arith.addf %in746, %init747 : f32
        linalg.yield %748 : f32
      } loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %749 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %750 = linalg.broadcast ins(%745 : tensor<12x8xf32>) outs(%749 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %751 = arith.constant 20.0 : f32 loc("jvp()/scan[1]/div"("examples/gpt.py":44:11))
    %752 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":44:11))
    %753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%750 : tensor<12x8x1xf32>) outs(%752 : tensor<12x8x1xf32>) {
    ^bb0(%in754: f32, %out755: f32):
      %756 = arith.divf %in754, %751 : f32
      linalg.yield %756 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":44:11))
    %757 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":45:30))
    %758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %753 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%757 : tensor<12x8x20xf32>) {
    ^bb0(%in759: f32, %in760: f32, %out761: f32):
      %762 = arith.subf %in759, %in760 : f32
      linalg.yield %762 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":45:30))
    %763 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/square"("examples/gpt.py":45:19))
    %764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<12x8x20xf32>) outs(%763 : tensor<12x8x20xf32>) {
    ^bb0(%in765: f32, %out766: f32):
      %767 = arith.mulf %in765, %in765 : f32
      linalg.yield %767 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/square"("examples/gpt.py":45:19))
    %768 = arith.constant 2.0 : f32 loc("jvp()/scan[1]/mul"("examples/gpt.py":45:19))
    %769 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":45:19))
    %770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<12x8x20xf32>) outs(%769 : tensor<12x8x20xf32>) {
    ^bb0(%in771: f32, %out772: f32):
      %773 = arith.mulf %768, %in771 : f32
      linalg.yield %773 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":45:19))
    %774 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %775 = tensor.empty() : tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %776 = linalg.fill ins(%774 : f32) outs(%775 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %777 = linalg.reduce ins(%764 : tensor<12x8x20xf32>) outs(%776 : tensor<12x8xf32>) dimensions = [2]
      (%in778: f32, %init779: f32) {
        %780 = arith.addf %in778, %init779 : f32
        linalg.yield %780 : f32
      } loc("jvp()/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %781 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %782 = linalg.broadcast ins(%777 : tensor<12x8xf32>) outs(%781 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %783 = arith.constant 20.0 : f32 loc("jvp()/scan[1]/div"("examples/gpt.py":45:10))
    %784 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":45:10))
    %785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782 : tensor<12x8x1xf32>) outs(%784 : tensor<12x8x1xf32>) {
    ^bb0(%in786: f32, %out787: f32):
      %788 = arith.divf %in786, %783 : f32
      linalg.yield %788 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":45:10))
    %789 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":46:12))
    %790 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %753 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%789 : tensor<12x8x20xf32>) {
    ^bb0(%in791: f32, %in792: f32, %out793: f32):
      %794 = arith.subf %in791, %in792 : f32
      linalg.yield %794 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/sub"("examples/gpt.py":46:12))
    %795 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/scan[1]/add"("examples/gpt.py":46:38))
    %796 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:38))
    %797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785 : tensor<12x8x1xf32>) outs(%796 : tensor<12x8x1xf32>) {
    ^bb0(%in798: f32, %out799: f32):
      %800 = arith.addf %in798, %795 : f32
      linalg.yield %800 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:38))
    %801 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/rsqrt"("examples/gpt.py":46:24))
    %802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797 : tensor<12x8x1xf32>) outs(%801 : tensor<12x8x1xf32>) {
    ^bb0(%in803: f32, %out804: f32):
      %805 = math.rsqrt %in803 : f32
      linalg.yield %805 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/rsqrt"("examples/gpt.py":46:24))
    %806 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":46:24))
    %807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%802, %797 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%806 : tensor<12x8x1xf32>) {
    ^bb0(%in808: f32, %in809: f32, %out810: f32):
      %811 = arith.divf %in808, %in809 : f32
      linalg.yield %811 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/div"("examples/gpt.py":46:24))
    %812 = arith.constant -0.5 : f32 loc("jvp()/scan[1]/mul"("examples/gpt.py":46:24))
    %813 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:24))
    %814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<12x8x1xf32>) outs(%813 : tensor<12x8x1xf32>) {
    ^bb0(%in815: f32, %out816: f32):
      %817 = arith.mulf %812, %in815 : f32
      linalg.yield %817 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:24))
    %818 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790, %802 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%818 : tensor<12x8x20xf32>) {
    ^bb0(%in820: f32, %in821: f32, %out822: f32):
      %823 = arith.mulf %in820, %in821 : f32
      linalg.yield %823 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %824 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %825 = linalg.broadcast ins(%517 : tensor<20xf32>) outs(%824 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %826 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %827 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %825 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%826 : tensor<12x8x20xf32>) {
    ^bb0(%in828: f32, %in829: f32, %out830: f32):
      %831 = arith.mulf %in828, %in829 : f32
      linalg.yield %831 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":46:11))
    %832 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %833 = linalg.broadcast ins(%515 : tensor<20xf32>) outs(%832 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":46:11))
    %834 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:11))
    %835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827, %833 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%834 : tensor<12x8x20xf32>) {
    ^bb0(%in836: f32, %in837: f32, %out838: f32):
      %839 = arith.addf %in836, %in837 : f32
      linalg.yield %839 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":46:11))
    %840 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:23))
    %841 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:23))
    %842 = linalg.fill ins(%840 : f32) outs(%841 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:23))
    %843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%835, %519 : tensor<12x8x20xf32>, tensor<20x80xf32>) outs(%842 : tensor<12x8x80xf32>) {
    ^bb0(%in844: f32, %in845: f32, %out846: f32):
      %847 = arith.mulf %in844, %in845 : f32
      %848 = arith.addf %out846, %847 : f32
      linalg.yield %848 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:23))
    %849 = tensor.empty() : tensor<1x1x80xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":74:23))
    %850 = linalg.broadcast ins(%507 : tensor<80xf32>) outs(%849 : tensor<1x1x80xf32>) dimensions = [0, 1] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":74:23))
    %851 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":74:23))
    %852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %850 : tensor<12x8x80xf32>, tensor<1x1x80xf32>) outs(%851 : tensor<12x8x80xf32>) {
    ^bb0(%in853: f32, %in854: f32, %out855: f32):
      %856 = arith.addf %in853, %in854 : f32
      linalg.yield %856 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":74:23))
    %857 = arith.constant 0.5 : f32 loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %858 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<12x8x80xf32>) outs(%858 : tensor<12x8x80xf32>) {
    ^bb0(%in860: f32, %out861: f32):
      %862 = arith.mulf %857, %in860 : f32
      linalg.yield %862 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %863 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/neg"("examples/gpt.py":74:11))
    %864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<12x8x80xf32>) outs(%863 : tensor<12x8x80xf32>) {
    ^bb0(%in865: f32, %out866: f32):
      %867 = arith.negf %in865 : f32
      linalg.yield %867 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/neg"("examples/gpt.py":74:11))
    %868 = arith.constant 0.7071067690849304 : f32 loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %869 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864 : tensor<12x8x80xf32>) outs(%869 : tensor<12x8x80xf32>) {
    ^bb0(%in871: f32, %out872: f32):
      %873 = arith.mulf %in871, %868 : f32
      linalg.yield %873 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %874 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/erfc"("examples/gpt.py":74:11))
    %875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<12x8x80xf32>) outs(%874 : tensor<12x8x80xf32>) {
    ^bb0(%in876: f32, %out877: f32):
      %878 = math.erfc %in876 : f32
      linalg.yield %878 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/erfc"("examples/gpt.py":74:11))
    %879 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/square"("examples/gpt.py":74:11))
    %880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<12x8x80xf32>) outs(%879 : tensor<12x8x80xf32>) {
    ^bb0(%in881: f32, %out882: f32):
      %883 = arith.mulf %in881, %in881 : f32
      linalg.yield %883 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/square"("examples/gpt.py":74:11))
    %884 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/neg"("examples/gpt.py":74:11))
    %885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<12x8x80xf32>) outs(%884 : tensor<12x8x80xf32>) {
    ^bb0(%in886: f32, %out887: f32):
      %888 = arith.negf %in886 : f32
      linalg.yield %888 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/neg"("examples/gpt.py":74:11))
    %889 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/exp"("examples/gpt.py":74:11))
    %890 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885 : tensor<12x8x80xf32>) outs(%889 : tensor<12x8x80xf32>) {
    ^bb0(%in891: f32, %out892: f32):
      %893 = math.exp %in891 : f32
      linalg.yield %893 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/exp"("examples/gpt.py":74:11))
    %894 = tensor.empty() : tensor<12x8x80xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %895 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859, %875 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%894 : tensor<12x8x80xf32>) {
    ^bb0(%in896: f32, %in897: f32, %out898: f32):
      %899 = arith.mulf %in896, %in897 : f32
      linalg.yield %899 : f32
    } -> tensor<12x8x80xf32> loc("jvp()/scan[1]/mul"("examples/gpt.py":74:11))
    %900 = arith.constant 0.0 : f32 loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:11))
    %901 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:11))
    %902 = linalg.fill ins(%900 : f32) outs(%901 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:11))
    %903 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%895, %521 : tensor<12x8x80xf32>, tensor<80x20xf32>) outs(%902 : tensor<12x8x20xf32>) {
    ^bb0(%in904: f32, %in905: f32, %out906: f32):
      %907 = arith.mulf %in904, %in905 : f32
      %908 = arith.addf %out906, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/dot_general"("examples/gpt.py":74:11))
    %909 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":74:11))
    %910 = linalg.broadcast ins(%509 : tensor<20xf32>) outs(%909 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/scan[1]/broadcast_in_dim"("examples/gpt.py":74:11))
    %911 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":74:11))
    %912 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903, %910 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%911 : tensor<12x8x20xf32>) {
    ^bb0(%in913: f32, %in914: f32, %out915: f32):
      %916 = arith.addf %in913, %in914 : f32
      linalg.yield %916 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt.py":74:11))
    %917 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt_scan.py":35:15))
    %918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %912 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%917 : tensor<12x8x20xf32>) {
    ^bb0(%in919: f32, %in920: f32, %out921: f32):
      %922 = arith.addf %in919, %in920 : f32
      linalg.yield %922 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/scan[1]/add"("examples/gpt_scan.py":35:15))
    %923 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %924 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %925 = linalg.fill ins(%923 : f32) outs(%924 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %926 = linalg.reduce ins(%918 : tensor<12x8x20xf32>) outs(%925 : tensor<12x8xf32>) dimensions = [2]
      (%in927: f32, %init928: f32) {
        %929 = arith.addf %in927, %init928 : f32
        linalg.yield %929 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":44:11))
    %930 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %931 = linalg.broadcast ins(%926 : tensor<12x8xf32>) outs(%930 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":44:11))
    %932 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":44:11))
    %933 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931 : tensor<12x8x1xf32>) outs(%933 : tensor<12x8x1xf32>) {
    ^bb0(%in935: f32, %out936: f32):
      %937 = arith.divf %in935, %932 : f32
      linalg.yield %937 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":44:11))
    %938 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %939 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%918, %934 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%938 : tensor<12x8x20xf32>) {
    ^bb0(%in940: f32, %in941: f32, %out942: f32):
      %943 = arith.subf %in940, %in941 : f32
      linalg.yield %943 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":45:30))
    %944 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %945 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<12x8x20xf32>) outs(%944 : tensor<12x8x20xf32>) {
    ^bb0(%in946: f32, %out947: f32):
      %948 = arith.mulf %in946, %in946 : f32
      linalg.yield %948 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/square"("examples/gpt.py":45:19))
    %949 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/gpt.py":45:19))
    %950 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<12x8x20xf32>) outs(%950 : tensor<12x8x20xf32>) {
    ^bb0(%in952: f32, %out953: f32):
      %954 = arith.mulf %949, %in952 : f32
      linalg.yield %954 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":45:19))
    %955 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %956 = tensor.empty() : tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %957 = linalg.fill ins(%955 : f32) outs(%956 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %958 = linalg.reduce ins(%945 : tensor<12x8x20xf32>) outs(%957 : tensor<12x8xf32>) dimensions = [2]
      (%in959: f32, %init960: f32) {
        %961 = arith.addf %in959, %init960 : f32
        linalg.yield %961 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":45:10))
    %962 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %963 = linalg.broadcast ins(%958 : tensor<12x8xf32>) outs(%962 : tensor<12x8x1xf32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":45:10))
    %964 = arith.constant 20.0 : f32 loc("jvp()/div"("examples/gpt.py":45:10))
    %965 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %966 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963 : tensor<12x8x1xf32>) outs(%965 : tensor<12x8x1xf32>) {
    ^bb0(%in967: f32, %out968: f32):
      %969 = arith.divf %in967, %964 : f32
      linalg.yield %969 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":45:10))
    %970 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%918, %934 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%970 : tensor<12x8x20xf32>) {
    ^bb0(%in972: f32, %in973: f32, %out974: f32):
      %975 = arith.subf %in972, %in973 : f32
      linalg.yield %975 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/sub"("examples/gpt.py":46:12))
    %976 = arith.constant 9.999999747378752e-06 : f32 loc("jvp()/add"("examples/gpt.py":46:38))
    %977 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966 : tensor<12x8x1xf32>) outs(%977 : tensor<12x8x1xf32>) {
    ^bb0(%in979: f32, %out980: f32):
      %981 = arith.addf %in979, %976 : f32
      linalg.yield %981 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/add"("examples/gpt.py":46:38))
    %982 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978 : tensor<12x8x1xf32>) outs(%982 : tensor<12x8x1xf32>) {
    ^bb0(%in984: f32, %out985: f32):
      %986 = math.rsqrt %in984 : f32
      linalg.yield %986 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/rsqrt"("examples/gpt.py":46:24))
    %987 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %978 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%987 : tensor<12x8x1xf32>) {
    ^bb0(%in989: f32, %in990: f32, %out991: f32):
      %992 = arith.divf %in989, %in990 : f32
      linalg.yield %992 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/div"("examples/gpt.py":46:24))
    %993 = arith.constant -0.5 : f32 loc("jvp()/mul"("examples/gpt.py":46:24))
    %994 = tensor.empty() : tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<12x8x1xf32>) outs(%994 : tensor<12x8x1xf32>) {
    ^bb0(%in996: f32, %out997: f32):
      %998 = arith.mulf %993, %in996 : f32
      linalg.yield %998 : f32
    } -> tensor<12x8x1xf32> loc("jvp()/mul"("examples/gpt.py":46:24))
    %999 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%971, %983 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%999 : tensor<12x8x20xf32>) {
    ^bb0(%in1001: f32, %in1002: f32, %out1003: f32):
      %1004 = arith.mulf %in1001, %in1002 : f32
      linalg.yield %1004 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1005 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1006 = linalg.broadcast ins(%arg11 : tensor<20xf32>) outs(%1005 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1007 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000, %1006 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1007 : tensor<12x8x20xf32>) {
    ^bb0(%in1009: f32, %in1010: f32, %out1011: f32):
      %1012 = arith.mulf %in1009, %in1010 : f32
      linalg.yield %1012 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/mul"("examples/gpt.py":46:11))
    %1013 = tensor.empty() : tensor<1x1x20xf32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1014 = linalg.broadcast ins(%arg10 : tensor<20xf32>) outs(%1013 : tensor<1x1x20xf32>) dimensions = [0, 1] loc("jvp()/broadcast_in_dim"("examples/gpt.py":46:11))
    %1015 = tensor.empty() : tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %1016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1008, %1014 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1015 : tensor<12x8x20xf32>) {
    ^bb0(%in1017: f32, %in1018: f32, %out1019: f32):
      %1020 = arith.addf %in1017, %in1018 : f32
      linalg.yield %1020 : f32
    } -> tensor<12x8x20xf32> loc("jvp()/add"("examples/gpt.py":46:11))
    %1021 = tensor.empty() : tensor<20x50xf32> loc("jvp()/transpose"("examples/gpt_scan.py":40:15))
    %1022 = linalg.transpose ins(%arg13 : tensor<50x20xf32>) outs(%1021 : tensor<20x50xf32>) permutation = [1, 0] loc("jvp()/transpose"("examples/gpt_scan.py":40:15))
    %1023 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/gpt_scan.py":40:11))
    %1024 = tensor.empty() : tensor<12x8x50xf32> loc("jvp()/dot_general"("examples/gpt_scan.py":40:11))
    %1025 = linalg.fill ins(%1023 : f32) outs(%1024 : tensor<12x8x50xf32>) -> tensor<12x8x50xf32> loc("jvp()/dot_general"("examples/gpt_scan.py":40:11))
    %1026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1016, %1022 : tensor<12x8x20xf32>, tensor<20x50xf32>) outs(%1025 : tensor<12x8x50xf32>) {
    ^bb0(%in1027: f32, %in1028: f32, %out1029: f32):
      %1030 = arith.mulf %in1027, %in1028 : f32
      %1031 = arith.addf %out1029, %1030 : f32
      linalg.yield %1031 : f32
    } -> tensor<12x8x50xf32> loc("jvp()/dot_general"("examples/gpt_scan.py":40:11))
    %1032 = arith.constant 0xFF800000 : f32 loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1033 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1034 = linalg.fill ins(%1032 : f32) outs(%1033 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1035 = linalg.reduce ins(%1026 : tensor<12x8x50xf32>) outs(%1034 : tensor<12x8xf32>) dimensions = [2]
      (%in1036: f32, %init1037: f32) {
        %1038 = arith.maximumf %in1036, %init1037 : f32
        linalg.yield %1038 : f32
      } loc("log_softmax/reduce_max"("examples/gpt.py":96:15))
    %1039 = arith.constant 0xFF800000 : f32 loc("log_softmax/max"("examples/gpt.py":96:15))
    %1040 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/max"("examples/gpt.py":96:15))
    %1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1035 : tensor<12x8xf32>) outs(%1040 : tensor<12x8xf32>) {
    ^bb0(%in1042: f32, %out1043: f32):
      %1044 = arith.maximumf %1039, %in1042 : f32
      linalg.yield %1044 : f32
    } -> tensor<12x8xf32> loc("log_softmax/max"("examples/gpt.py":96:15))
    %1045 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1046 = linalg.broadcast ins(%1041 : tensor<12x8xf32>) outs(%1045 : tensor<12x8x1xf32>) dimensions = [2] loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1047 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1026, %1046 : tensor<12x8x50xf32>, tensor<12x8x1xf32>) outs(%1047 : tensor<12x8x50xf32>) {
    ^bb0(%in1049: f32, %in1050: f32, %out1051: f32):
      %1052 = arith.subf %in1049, %in1050 : f32
      linalg.yield %1052 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1053 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/exp"("examples/gpt.py":96:15))
    %1054 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1048 : tensor<12x8x50xf32>) outs(%1053 : tensor<12x8x50xf32>) {
    ^bb0(%in1055: f32, %out1056: f32):
      %1057 = math.exp %in1055 : f32
      linalg.yield %1057 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/exp"("examples/gpt.py":96:15))
    %1058 = arith.constant 0.0 : f32 loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1059 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1060 = linalg.fill ins(%1058 : f32) outs(%1059 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1061 = linalg.reduce ins(%1054 : tensor<12x8x50xf32>) outs(%1060 : tensor<12x8xf32>) dimensions = [2]
      (%in1062: f32, %init1063: f32) {
        %1064 = arith.addf %in1062, %init1063 : f32
        linalg.yield %1064 : f32
      } loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1065 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1066 = linalg.broadcast ins(%1061 : tensor<12x8xf32>) outs(%1065 : tensor<12x8x1xf32>) dimensions = [2] loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1067 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/log"("examples/gpt.py":96:15))
    %1068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<12x8x1xf32>) outs(%1067 : tensor<12x8x1xf32>) {
    ^bb0(%in1069: f32, %out1070: f32):
      %1071 = math.log %in1069 : f32
      linalg.yield %1071 : f32
    } -> tensor<12x8x1xf32> loc("log_softmax/log"("examples/gpt.py":96:15))
    %1072 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1048, %1068 : tensor<12x8x50xf32>, tensor<12x8x1xf32>) outs(%1072 : tensor<12x8x50xf32>) {
    ^bb0(%in1074: f32, %in1075: f32, %out1076: f32):
      %1077 = arith.subf %in1074, %in1075 : f32
      linalg.yield %1077 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/sub"("examples/gpt.py":96:15))
    %1078 = tensor.empty() : tensor<12x8x1xi32> loc("jvp()/broadcast_in_dim"("examples/gpt.py":97:43))
    %1079 = linalg.broadcast ins(%arg43 : tensor<12x8xi32>) outs(%1078 : tensor<12x8x1xi32>) dimensions = [2] loc("jvp()/broadcast_in_dim"("examples/gpt.py":97:43))
    %1080 = arith.constant 0 : i32 loc("take_along_axis/lt"("examples/gpt.py":97:17))
    %1081 = tensor.empty() : tensor<12x8x1xi1> loc("take_along_axis/lt"("examples/gpt.py":97:17))
    %1082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1079 : tensor<12x8x1xi32>) outs(%1081 : tensor<12x8x1xi1>) {
    ^bb0(%in1083: i32, %out1084: i1):
      %1085 = arith.cmpi slt, %in1083, %1080 : i32
      linalg.yield %1085 : i1
    } -> tensor<12x8x1xi1> loc("take_along_axis/lt"("examples/gpt.py":97:17))
    %1086 = arith.constant 50 : i32 loc("take_along_axis/add"("examples/gpt.py":97:17))
    %1087 = tensor.empty() : tensor<12x8x1xi32> loc("take_along_axis/add"("examples/gpt.py":97:17))
    %1088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1079 : tensor<12x8x1xi32>) outs(%1087 : tensor<12x8x1xi32>) {
    ^bb0(%in1089: i32, %out1090: i32):
      %1091 = arith.addi %in1089, %1086 : i32
      linalg.yield %1091 : i32
    } -> tensor<12x8x1xi32> loc("take_along_axis/add"("examples/gpt.py":97:17))
    %1092 = tensor.empty() : tensor<12x8x1xi32> loc("take_along_axis/select_n"("examples/gpt.py":97:17))
    %1093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082, %1079, %1088 : tensor<12x8x1xi1>, tensor<12x8x1xi32>, tensor<12x8x1xi32>) outs(%1092 : tensor<12x8x1xi32>) {
    ^bb0(%in1094: i1, %in1095: i32, %in1096: i32, %out1097: i32):
      %1098 = arith.select %in1094, %in1096, %in1095 : i32
      linalg.yield %1098 : i32
    } -> tensor<12x8x1xi32> loc("take_along_axis/select_n"("examples/gpt.py":97:17))
    %1099 = tensor.expand_shape %1093 [[0], [1], [2, 3]] output_shape [12, 8, 1, 1] : tensor<12x8x1xi32> into tensor<12x8x1x1xi32> loc("take_along_axis/reshape"("examples/gpt.py":97:17))
    %1100 = arith.constant 0x7FC00000 : f32 loc("take_along_axis/gather"("examples/gpt.py":97:17))
    %1101 = tensor.empty() : tensor<12x8x1xf32> loc("take_along_axis/gather"("examples/gpt.py":97:17))
    %1102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1099 : tensor<12x8x1x1xi32>) outs(%1101 : tensor<12x8x1xf32>) {
    ^bb0(%in1103: i32, %out1104: f32):
      %1105 = linalg.index 0 : index
      %1106 = linalg.index 1 : index
      %1107 = arith.index_cast %in1103 : i32 to index
      %1108 = arith.constant 0 : index
      %1109 = arith.constant 49 : index
      %1110 = arith.maxsi %1107, %1108 : index
      %1111 = arith.minsi %1110, %1109 : index
      %1112 = arith.cmpi eq, %1107, %1111 : index
      %1113 = tensor.extract %1073[%1105, %1106, %1111] : tensor<12x8x50xf32>
      %1114 = arith.select %1112, %1113, %1100 : f32
      linalg.yield %1114 : f32
    } -> tensor<12x8x1xf32> loc("take_along_axis/gather"("examples/gpt.py":97:17))
    %1115 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1116 = tensor.empty() : tensor<f32> loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1117 = linalg.fill ins(%1115 : f32) outs(%1116 : tensor<f32>) -> tensor<f32> loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1118 = linalg.reduce ins(%1102 : tensor<12x8x1xf32>) outs(%1117 : tensor<f32>) dimensions = [0, 1, 2]
      (%in1119: f32, %init1120: f32) {
        %1121 = arith.addf %in1119, %init1120 : f32
        linalg.yield %1121 : f32
      } loc("jvp()/reduce_sum"("examples/gpt.py":98:16))
    %1122 = arith.constant 96.0 : f32 loc("jvp()/div"("examples/gpt.py":98:16))
    %1123 = tensor.empty() : tensor<f32> loc("jvp()/div"("examples/gpt.py":98:16))
    %1124 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1118 : tensor<f32>) outs(%1123 : tensor<f32>) {
    ^bb0(%in1125: f32, %out1126: f32):
      %1127 = arith.divf %in1125, %1122 : f32
      linalg.yield %1127 : f32
    } -> tensor<f32> loc("jvp()/div"("examples/gpt.py":98:16))
    %1128 = tensor.empty() : tensor<f32> loc("jvp()/neg"("examples/gpt.py":98:15))
    %1129 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1124 : tensor<f32>) outs(%1128 : tensor<f32>) {
    ^bb0(%in1130: f32, %out1131: f32):
      %1132 = arith.negf %in1130 : f32
      linalg.yield %1132 : f32
    } -> tensor<f32> loc("jvp()/neg"("examples/gpt.py":98:15))
    %1133 = arith.constant 1.0 : f32 loc("transpose(jvp())/neg"("examples/gpt.py":98:15))
    %1134 = tensor.empty() : tensor<f32> loc("transpose(jvp())/neg"("examples/gpt.py":98:15))
    %1135 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%1134 : tensor<f32>) {
    ^bb0(%out1136: f32):
      %1137 = arith.negf %1133 : f32
      linalg.yield %1137 : f32
    } -> tensor<f32> loc("transpose(jvp())/neg"("examples/gpt.py":98:15))
    %1138 = arith.constant 96.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":98:16))
    %1139 = tensor.empty() : tensor<f32> loc("transpose(jvp())/div"("examples/gpt.py":98:16))
    %1140 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1135 : tensor<f32>) outs(%1139 : tensor<f32>) {
    ^bb0(%in1141: f32, %out1142: f32):
      %1143 = arith.divf %in1141, %1138 : f32
      linalg.yield %1143 : f32
    } -> tensor<f32> loc("transpose(jvp())/div"("examples/gpt.py":98:16))
    %1144 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":98:16))
    %1145 = linalg.broadcast ins(%1140 : tensor<f32>) outs(%1144 : tensor<12x8x1xf32>) dimensions = [0, 1, 2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":98:16))
    %1146 = arith.constant 0.0 : f32 loc("take_along_axis/broadcast_in_dim"("examples/gpt.py":97:17))
    %1147 = tensor.empty() : tensor<12x8x50xf32> loc("take_along_axis/broadcast_in_dim"("examples/gpt.py":97:17))
    %1148 = linalg.fill ins(%1146 : f32) outs(%1147 : tensor<12x8x50xf32>) -> tensor<12x8x50xf32> loc("take_along_axis/broadcast_in_dim"("examples/gpt.py":97:17))
    %1149 = arith.constant 0.0 : f32 loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1150 = tensor.empty() : tensor<12x8x50xf32> loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1151 = linalg.fill ins(%1149 : f32) outs(%1150 : tensor<12x8x50xf32>) -> tensor<12x8x50xf32> loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1099, %1145 : tensor<12x8x1x1xi32>, tensor<12x8x1xf32>) outs(%1151 : tensor<12x8x50xf32>) {
    ^bb0(%in1153: i32, %in1154: f32, %out1155: f32):
      %1156 = arith.index_cast %in1153 : i32 to index
      %1157 = linalg.index 2 : index
      %1158 = arith.cmpi eq, %1156, %1157 : index
      %1159 = arith.constant 0.0 : f32
      %1160 = arith.select %1158, %in1154, %1159 : f32
      %1161 = arith.addf %out1155, %1160 : f32
      linalg.yield %1161 : f32
    } -> tensor<12x8x50xf32> loc("take_along_axis/scatter-add"("examples/gpt.py":97:17))
    %1162 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/neg"("examples/gpt.py":96:15))
    %1163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152 : tensor<12x8x50xf32>) outs(%1162 : tensor<12x8x50xf32>) {
    ^bb0(%in1164: f32, %out1165: f32):
      %1166 = arith.negf %in1164 : f32
      linalg.yield %1166 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/neg"("examples/gpt.py":96:15))
    %1167 = arith.constant 0.0 : f32 loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1168 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1169 = linalg.fill ins(%1167 : f32) outs(%1168 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1170 = linalg.reduce ins(%1163 : tensor<12x8x50xf32>) outs(%1169 : tensor<12x8xf32>) dimensions = [2]
      (%in1171: f32, %init1172: f32) {
        %1173 = arith.addf %in1171, %init1172 : f32
        linalg.yield %1173 : f32
      } loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1174 = tensor.expand_shape %1170 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("log_softmax/reshape"("examples/gpt.py":96:15))
    %1175 = tensor.empty() : tensor<12x8x1xf32> loc("log_softmax/div"("examples/gpt.py":96:15))
    %1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1174, %1066 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1175 : tensor<12x8x1xf32>) {
    ^bb0(%in1177: f32, %in1178: f32, %out1179: f32):
      %1180 = arith.divf %in1177, %in1178 : f32
      linalg.yield %1180 : f32
    } -> tensor<12x8x1xf32> loc("log_softmax/div"("examples/gpt.py":96:15))
    %1181 = arith.constant 0.0 : f32 loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1182 = tensor.empty() : tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1183 = linalg.fill ins(%1181 : f32) outs(%1182 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1184 = linalg.reduce ins(%1176 : tensor<12x8x1xf32>) outs(%1183 : tensor<12x8xf32>) dimensions = [2]
      (%in1185: f32, %init1186: f32) {
        %1187 = arith.addf %in1185, %init1186 : f32
        linalg.yield %1187 : f32
      } loc("log_softmax/reduce_sum"("examples/gpt.py":96:15))
    %1188 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1189 = linalg.broadcast ins(%1184 : tensor<12x8xf32>) outs(%1188 : tensor<12x8x50xf32>) dimensions = [2] loc("log_softmax/broadcast_in_dim"("examples/gpt.py":96:15))
    %1190 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/mul"("examples/gpt.py":96:15))
    %1191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1189, %1054 : tensor<12x8x50xf32>, tensor<12x8x50xf32>) outs(%1190 : tensor<12x8x50xf32>) {
    ^bb0(%in1192: f32, %in1193: f32, %out1194: f32):
      %1195 = arith.mulf %in1192, %in1193 : f32
      linalg.yield %1195 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/mul"("examples/gpt.py":96:15))
    %1196 = tensor.empty() : tensor<12x8x50xf32> loc("log_softmax/add_any"("examples/gpt.py":96:15))
    %1197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152, %1191 : tensor<12x8x50xf32>, tensor<12x8x50xf32>) outs(%1196 : tensor<12x8x50xf32>) {
    ^bb0(%in1198: f32, %in1199: f32, %out1200: f32):
      %1201 = arith.addf %in1198, %in1199 : f32
      linalg.yield %1201 : f32
    } -> tensor<12x8x50xf32> loc("log_softmax/add_any"("examples/gpt.py":96:15))
    %1202 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1203 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1204 = linalg.fill ins(%1202 : f32) outs(%1203 : tensor<50x20xf32>) -> tensor<50x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1197, %1016 : tensor<12x8x50xf32>, tensor<12x8x20xf32>) outs(%1204 : tensor<50x20xf32>) {
    ^bb0(%in1206: f32, %in1207: f32, %out1208: f32):
      %1209 = arith.mulf %in1206, %in1207 : f32
      %1210 = arith.addf %out1208, %1209 : f32
      linalg.yield %1210 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1211 = tensor.empty() : tensor<20x50xf32> loc("transpose(jvp())/transpose"("examples/gpt_scan.py":40:11))
    %1212 = linalg.transpose ins(%1205 : tensor<50x20xf32>) outs(%1211 : tensor<20x50xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt_scan.py":40:11))
    %1213 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1214 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1215 = linalg.fill ins(%1213 : f32) outs(%1214 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1197, %1022 : tensor<12x8x50xf32>, tensor<20x50xf32>) outs(%1215 : tensor<12x8x20xf32>) {
    ^bb0(%in1217: f32, %in1218: f32, %out1219: f32):
      %1220 = arith.mulf %in1217, %in1218 : f32
      %1221 = arith.addf %out1219, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/dot_general"("examples/gpt_scan.py":40:11))
    %1222 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/transpose"("examples/gpt_scan.py":40:15))
    %1223 = linalg.transpose ins(%1212 : tensor<20x50xf32>) outs(%1222 : tensor<50x20xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/gpt_scan.py":40:15))
    %1224 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1225 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1226 = linalg.fill ins(%1224 : f32) outs(%1225 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1227 = linalg.reduce ins(%1216 : tensor<12x8x20xf32>) outs(%1226 : tensor<20xf32>) dimensions = [0, 1]
      (%in1228: f32, %init1229: f32) {
        %1230 = arith.addf %in1228, %init1229 : f32
        linalg.yield %1230 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1231 = tensor.expand_shape %1227 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1232 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1233 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1234 = linalg.fill ins(%1232 : f32) outs(%1233 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1235 = linalg.reduce ins(%1231 : tensor<1x1x20xf32>) outs(%1234 : tensor<20xf32>) dimensions = [0, 1]
      (%in1236: f32, %init1237: f32) {
        %1238 = arith.addf %in1236, %init1237 : f32
        linalg.yield %1238 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1239 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000, %1216 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1239 : tensor<12x8x20xf32>) {
    ^bb0(%in1241: f32, %in1242: f32, %out1243: f32):
      %1244 = arith.mulf %in1241, %in1242 : f32
      linalg.yield %1244 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1245 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1246 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1247 = linalg.fill ins(%1245 : f32) outs(%1246 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1248 = linalg.reduce ins(%1240 : tensor<12x8x20xf32>) outs(%1247 : tensor<20xf32>) dimensions = [0, 1]
      (%in1249: f32, %init1250: f32) {
        %1251 = arith.addf %in1249, %init1250 : f32
        linalg.yield %1251 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1252 = tensor.expand_shape %1248 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1253 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1216, %1006 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1253 : tensor<12x8x20xf32>) {
    ^bb0(%in1255: f32, %in1256: f32, %out1257: f32):
      %1258 = arith.mulf %in1255, %in1256 : f32
      linalg.yield %1258 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1259 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1260 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1261 = linalg.fill ins(%1259 : f32) outs(%1260 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1262 = linalg.reduce ins(%1252 : tensor<1x1x20xf32>) outs(%1261 : tensor<20xf32>) dimensions = [0, 1]
      (%in1263: f32, %init1264: f32) {
        %1265 = arith.addf %in1263, %init1264 : f32
        linalg.yield %1265 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1266 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%971, %1254 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1266 : tensor<12x8x20xf32>) {
    ^bb0(%in1268: f32, %in1269: f32, %out1270: f32):
      %1271 = arith.mulf %in1268, %in1269 : f32
      linalg.yield %1271 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1272 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1273 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1274 = linalg.fill ins(%1272 : f32) outs(%1273 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1275 = linalg.reduce ins(%1267 : tensor<12x8x20xf32>) outs(%1274 : tensor<12x8xf32>) dimensions = [2]
      (%in1276: f32, %init1277: f32) {
        %1278 = arith.addf %in1276, %init1277 : f32
        linalg.yield %1278 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:11))
    %1279 = tensor.expand_shape %1275 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:11))
    %1280 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1254, %983 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1280 : tensor<12x8x20xf32>) {
    ^bb0(%in1282: f32, %in1283: f32, %out1284: f32):
      %1285 = arith.mulf %in1282, %in1283 : f32
      linalg.yield %1285 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:11))
    %1286 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %1287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1279, %995 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1286 : tensor<12x8x1xf32>) {
    ^bb0(%in1288: f32, %in1289: f32, %out1290: f32):
      %1291 = arith.mulf %in1288, %in1289 : f32
      linalg.yield %1291 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/mul"("examples/gpt.py":46:24))
    %1292 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %1293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281 : tensor<12x8x20xf32>) outs(%1292 : tensor<12x8x20xf32>) {
    ^bb0(%in1294: f32, %out1295: f32):
      %1296 = arith.negf %in1294 : f32
      linalg.yield %1296 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":46:12))
    %1297 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1298 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1299 = linalg.fill ins(%1297 : f32) outs(%1298 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1300 = linalg.reduce ins(%1293 : tensor<12x8x20xf32>) outs(%1299 : tensor<12x8xf32>) dimensions = [2]
      (%in1301: f32, %init1302: f32) {
        %1303 = arith.addf %in1301, %init1302 : f32
        linalg.yield %1303 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":46:12))
    %1304 = tensor.expand_shape %1300 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":46:12))
    %1305 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1306 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1287 : tensor<12x8x1xf32>) outs(%1306 : tensor<12x8x1xf32>) {
    ^bb0(%in1308: f32, %out1309: f32):
      %1310 = arith.divf %in1308, %1305 : f32
      linalg.yield %1310 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":45:10))
    %1311 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1312 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1313 = linalg.fill ins(%1311 : f32) outs(%1312 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1314 = linalg.reduce ins(%1307 : tensor<12x8x1xf32>) outs(%1313 : tensor<12x8xf32>) dimensions = [2]
      (%in1315: f32, %init1316: f32) {
        %1317 = arith.addf %in1315, %init1316 : f32
        linalg.yield %1317 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:10))
    %1318 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %1319 = linalg.broadcast ins(%1314 : tensor<12x8xf32>) outs(%1318 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":45:10))
    %1320 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %1321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1319, %951 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1320 : tensor<12x8x20xf32>) {
    ^bb0(%in1322: f32, %in1323: f32, %out1324: f32):
      %1325 = arith.mulf %in1322, %in1323 : f32
      linalg.yield %1325 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/mul"("examples/gpt.py":45:19))
    %1326 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %1327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1321 : tensor<12x8x20xf32>) outs(%1326 : tensor<12x8x20xf32>) {
    ^bb0(%in1328: f32, %out1329: f32):
      %1330 = arith.negf %in1328 : f32
      linalg.yield %1330 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/neg"("examples/gpt.py":45:30))
    %1331 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1332 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1333 = linalg.fill ins(%1331 : f32) outs(%1332 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1334 = linalg.reduce ins(%1327 : tensor<12x8x20xf32>) outs(%1333 : tensor<12x8xf32>) dimensions = [2]
      (%in1335: f32, %init1336: f32) {
        %1337 = arith.addf %in1335, %init1336 : f32
        linalg.yield %1337 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":45:30))
    %1338 = tensor.expand_shape %1334 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/reshape"("examples/gpt.py":45:30))
    %1339 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281, %1321 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1339 : tensor<12x8x20xf32>) {
    ^bb0(%in1341: f32, %in1342: f32, %out1343: f32):
      %1344 = arith.addf %in1341, %in1342 : f32
      linalg.yield %1344 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1345 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1304, %1338 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1345 : tensor<12x8x1xf32>) {
    ^bb0(%in1347: f32, %in1348: f32, %out1349: f32):
      %1350 = arith.addf %in1347, %in1348 : f32
      linalg.yield %1350 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":45:30))
    %1351 = arith.constant 20.0 : f32 loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1352 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1346 : tensor<12x8x1xf32>) outs(%1352 : tensor<12x8x1xf32>) {
    ^bb0(%in1354: f32, %out1355: f32):
      %1356 = arith.divf %in1354, %1351 : f32
      linalg.yield %1356 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/div"("examples/gpt.py":44:11))
    %1357 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1358 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1359 = linalg.fill ins(%1357 : f32) outs(%1358 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1360 = linalg.reduce ins(%1353 : tensor<12x8x1xf32>) outs(%1359 : tensor<12x8xf32>) dimensions = [2]
      (%in1361: f32, %init1362: f32) {
        %1363 = arith.addf %in1361, %init1362 : f32
        linalg.yield %1363 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt.py":44:11))
    %1364 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %1365 = linalg.broadcast ins(%1360 : tensor<12x8xf32>) outs(%1364 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/broadcast_in_dim"("examples/gpt.py":44:11))
    %1366 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %1367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1340, %1365 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1366 : tensor<12x8x20xf32>) {
    ^bb0(%in1368: f32, %in1369: f32, %out1370: f32):
      %1371 = arith.addf %in1368, %in1369 : f32
      linalg.yield %1371 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/add_any"("examples/gpt.py":44:11))
    %1372 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1373 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1374 = linalg.fill ins(%1372 : f32) outs(%1373 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1375 = linalg.reduce ins(%1367 : tensor<12x8x20xf32>) outs(%1374 : tensor<20xf32>) dimensions = [0, 1]
      (%in1376: f32, %init1377: f32) {
        %1378 = arith.addf %in1376, %init1377 : f32
        linalg.yield %1378 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1379 = tensor.expand_shape %1375 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":74:11))
    %1380 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1381 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1382 = linalg.fill ins(%1380 : f32) outs(%1381 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1383 = linalg.reduce ins(%1379 : tensor<1x1x20xf32>) outs(%1382 : tensor<20xf32>) dimensions = [0, 1]
      (%in1384: f32, %init1385: f32) {
        %1386 = arith.addf %in1384, %init1385 : f32
        linalg.yield %1386 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:11))
    %1387 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1388 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1389 = linalg.fill ins(%1387 : f32) outs(%1388 : tensor<20x80xf32>) -> tensor<20x80xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1367, %895 : tensor<12x8x20xf32>, tensor<12x8x80xf32>) outs(%1389 : tensor<20x80xf32>) {
    ^bb0(%in1391: f32, %in1392: f32, %out1393: f32):
      %1394 = arith.mulf %in1391, %in1392 : f32
      %1395 = arith.addf %out1393, %1394 : f32
      linalg.yield %1395 : f32
    } -> tensor<20x80xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1396 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":74:11))
    %1397 = linalg.transpose ins(%1390 : tensor<20x80xf32>) outs(%1396 : tensor<80x20xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":74:11))
    %1398 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1399 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1400 = linalg.fill ins(%1398 : f32) outs(%1399 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1367, %521 : tensor<12x8x20xf32>, tensor<80x20xf32>) outs(%1400 : tensor<12x8x80xf32>) {
    ^bb0(%in1402: f32, %in1403: f32, %out1404: f32):
      %1405 = arith.mulf %in1402, %in1403 : f32
      %1406 = arith.addf %out1404, %1405 : f32
      linalg.yield %1406 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:11))
    %1407 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859, %1401 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1407 : tensor<12x8x80xf32>) {
    ^bb0(%in1409: f32, %in1410: f32, %out1411: f32):
      %1412 = arith.mulf %in1409, %in1410 : f32
      linalg.yield %1412 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1413 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1401, %875 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1413 : tensor<12x8x80xf32>) {
    ^bb0(%in1415: f32, %in1416: f32, %out1417: f32):
      %1418 = arith.mulf %in1415, %in1416 : f32
      linalg.yield %1418 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1419 = arith.constant -1.128379225730896 : f32 loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1420 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1408 : tensor<12x8x80xf32>) outs(%1420 : tensor<12x8x80xf32>) {
    ^bb0(%in1422: f32, %out1423: f32):
      %1424 = arith.mulf %1419, %in1422 : f32
      linalg.yield %1424 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1425 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1421, %890 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1425 : tensor<12x8x80xf32>) {
    ^bb0(%in1427: f32, %in1428: f32, %out1429: f32):
      %1430 = arith.mulf %in1427, %in1428 : f32
      linalg.yield %1430 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1431 = arith.constant 0.7071067690849304 : f32 loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1432 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1426 : tensor<12x8x80xf32>) outs(%1432 : tensor<12x8x80xf32>) {
    ^bb0(%in1434: f32, %out1435: f32):
      %1436 = arith.mulf %in1434, %1431 : f32
      linalg.yield %1436 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1437 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":74:11))
    %1438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1433 : tensor<12x8x80xf32>) outs(%1437 : tensor<12x8x80xf32>) {
    ^bb0(%in1439: f32, %out1440: f32):
      %1441 = arith.negf %in1439 : f32
      linalg.yield %1441 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":74:11))
    %1442 = arith.constant 0.5 : f32 loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1443 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1414 : tensor<12x8x80xf32>) outs(%1443 : tensor<12x8x80xf32>) {
    ^bb0(%in1445: f32, %out1446: f32):
      %1447 = arith.mulf %1442, %in1445 : f32
      linalg.yield %1447 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":74:11))
    %1448 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":74:11))
    %1449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1438, %1444 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1448 : tensor<12x8x80xf32>) {
    ^bb0(%in1450: f32, %in1451: f32, %out1452: f32):
      %1453 = arith.addf %in1450, %in1451 : f32
      linalg.yield %1453 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":74:11))
    %1454 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1455 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1456 = linalg.fill ins(%1454 : f32) outs(%1455 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1457 = linalg.reduce ins(%1449 : tensor<12x8x80xf32>) outs(%1456 : tensor<80xf32>) dimensions = [0, 1]
      (%in1458: f32, %init1459: f32) {
        %1460 = arith.addf %in1458, %init1459 : f32
        linalg.yield %1460 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1461 = tensor.expand_shape %1457 [[0, 1, 2]] output_shape [1, 1, 80] : tensor<80xf32> into tensor<1x1x80xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":74:23))
    %1462 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1463 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1464 = linalg.fill ins(%1462 : f32) outs(%1463 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1465 = linalg.reduce ins(%1461 : tensor<1x1x80xf32>) outs(%1464 : tensor<80xf32>) dimensions = [0, 1]
      (%in1466: f32, %init1467: f32) {
        %1468 = arith.addf %in1466, %init1467 : f32
        linalg.yield %1468 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":74:23))
    %1469 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1470 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1471 = linalg.fill ins(%1469 : f32) outs(%1470 : tensor<80x20xf32>) -> tensor<80x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1449, %835 : tensor<12x8x80xf32>, tensor<12x8x20xf32>) outs(%1471 : tensor<80x20xf32>) {
    ^bb0(%in1473: f32, %in1474: f32, %out1475: f32):
      %1476 = arith.mulf %in1473, %in1474 : f32
      %1477 = arith.addf %out1475, %1476 : f32
      linalg.yield %1477 : f32
    } -> tensor<80x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1478 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":74:23))
    %1479 = linalg.transpose ins(%1472 : tensor<80x20xf32>) outs(%1478 : tensor<20x80xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":74:23))
    %1480 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1481 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1482 = linalg.fill ins(%1480 : f32) outs(%1481 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1449, %519 : tensor<12x8x80xf32>, tensor<20x80xf32>) outs(%1482 : tensor<12x8x20xf32>) {
    ^bb0(%in1484: f32, %in1485: f32, %out1486: f32):
      %1487 = arith.mulf %in1484, %in1485 : f32
      %1488 = arith.addf %out1486, %1487 : f32
      linalg.yield %1488 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":74:23))
    %1489 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1490 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1491 = linalg.fill ins(%1489 : f32) outs(%1490 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1492 = linalg.reduce ins(%1483 : tensor<12x8x20xf32>) outs(%1491 : tensor<20xf32>) dimensions = [0, 1]
      (%in1493: f32, %init1494: f32) {
        %1495 = arith.addf %in1493, %init1494 : f32
        linalg.yield %1495 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1496 = tensor.expand_shape %1492 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:11))
    %1497 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1498 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1499 = linalg.fill ins(%1497 : f32) outs(%1498 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1500 = linalg.reduce ins(%1496 : tensor<1x1x20xf32>) outs(%1499 : tensor<20xf32>) dimensions = [0, 1]
      (%in1501: f32, %init1502: f32) {
        %1503 = arith.addf %in1501, %init1502 : f32
        linalg.yield %1503 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1504 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %1483 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1504 : tensor<12x8x20xf32>) {
    ^bb0(%in1506: f32, %in1507: f32, %out1508: f32):
      %1509 = arith.mulf %in1506, %in1507 : f32
      linalg.yield %1509 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1510 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1511 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1512 = linalg.fill ins(%1510 : f32) outs(%1511 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1513 = linalg.reduce ins(%1505 : tensor<12x8x20xf32>) outs(%1512 : tensor<20xf32>) dimensions = [0, 1]
      (%in1514: f32, %init1515: f32) {
        %1516 = arith.addf %in1514, %init1515 : f32
        linalg.yield %1516 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1517 = tensor.expand_shape %1513 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:11))
    %1518 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1483, %825 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1518 : tensor<12x8x20xf32>) {
    ^bb0(%in1520: f32, %in1521: f32, %out1522: f32):
      %1523 = arith.mulf %in1520, %in1521 : f32
      linalg.yield %1523 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1524 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1525 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1526 = linalg.fill ins(%1524 : f32) outs(%1525 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1527 = linalg.reduce ins(%1517 : tensor<1x1x20xf32>) outs(%1526 : tensor<20xf32>) dimensions = [0, 1]
      (%in1528: f32, %init1529: f32) {
        %1530 = arith.addf %in1528, %init1529 : f32
        linalg.yield %1530 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1531 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790, %1519 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1531 : tensor<12x8x20xf32>) {
    ^bb0(%in1533: f32, %in1534: f32, %out1535: f32):
      %1536 = arith.mulf %in1533, %in1534 : f32
      linalg.yield %1536 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1537 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1538 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1539 = linalg.fill ins(%1537 : f32) outs(%1538 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1540 = linalg.reduce ins(%1532 : tensor<12x8x20xf32>) outs(%1539 : tensor<12x8xf32>) dimensions = [2]
      (%in1541: f32, %init1542: f32) {
        %1543 = arith.addf %in1541, %init1542 : f32
        linalg.yield %1543 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1544 = tensor.expand_shape %1540 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:11))
    %1545 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1519, %802 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1545 : tensor<12x8x20xf32>) {
    ^bb0(%in1547: f32, %in1548: f32, %out1549: f32):
      %1550 = arith.mulf %in1547, %in1548 : f32
      linalg.yield %1550 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1551 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:24))
    %1552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1544, %814 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1551 : tensor<12x8x1xf32>) {
    ^bb0(%in1553: f32, %in1554: f32, %out1555: f32):
      %1556 = arith.mulf %in1553, %in1554 : f32
      linalg.yield %1556 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:24))
    %1557 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":46:12))
    %1558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1546 : tensor<12x8x20xf32>) outs(%1557 : tensor<12x8x20xf32>) {
    ^bb0(%in1559: f32, %out1560: f32):
      %1561 = arith.negf %in1559 : f32
      linalg.yield %1561 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":46:12))
    %1562 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1563 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1564 = linalg.fill ins(%1562 : f32) outs(%1563 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1565 = linalg.reduce ins(%1558 : tensor<12x8x20xf32>) outs(%1564 : tensor<12x8xf32>) dimensions = [2]
      (%in1566: f32, %init1567: f32) {
        %1568 = arith.addf %in1566, %init1567 : f32
        linalg.yield %1568 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1569 = tensor.expand_shape %1565 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:12))
    %1570 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":46:12))
    %1571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1367, %1546 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1570 : tensor<12x8x20xf32>) {
    ^bb0(%in1572: f32, %in1573: f32, %out1574: f32):
      %1575 = arith.addf %in1572, %in1573 : f32
      linalg.yield %1575 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":46:12))
    %1576 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":45:10))
    %1577 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":45:10))
    %1578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1552 : tensor<12x8x1xf32>) outs(%1577 : tensor<12x8x1xf32>) {
    ^bb0(%in1579: f32, %out1580: f32):
      %1581 = arith.divf %in1579, %1576 : f32
      linalg.yield %1581 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":45:10))
    %1582 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1583 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1584 = linalg.fill ins(%1582 : f32) outs(%1583 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1585 = linalg.reduce ins(%1578 : tensor<12x8x1xf32>) outs(%1584 : tensor<12x8xf32>) dimensions = [2]
      (%in1586: f32, %init1587: f32) {
        %1588 = arith.addf %in1586, %init1587 : f32
        linalg.yield %1588 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1589 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %1590 = linalg.broadcast ins(%1585 : tensor<12x8xf32>) outs(%1589 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %1591 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":45:19))
    %1592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1590, %770 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1591 : tensor<12x8x20xf32>) {
    ^bb0(%in1593: f32, %in1594: f32, %out1595: f32):
      %1596 = arith.mulf %in1593, %in1594 : f32
      linalg.yield %1596 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":45:19))
    %1597 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":45:30))
    %1598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1592 : tensor<12x8x20xf32>) outs(%1597 : tensor<12x8x20xf32>) {
    ^bb0(%in1599: f32, %out1600: f32):
      %1601 = arith.negf %in1599 : f32
      linalg.yield %1601 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":45:30))
    %1602 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1603 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1604 = linalg.fill ins(%1602 : f32) outs(%1603 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1605 = linalg.reduce ins(%1598 : tensor<12x8x20xf32>) outs(%1604 : tensor<12x8xf32>) dimensions = [2]
      (%in1606: f32, %init1607: f32) {
        %1608 = arith.addf %in1606, %init1607 : f32
        linalg.yield %1608 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1609 = tensor.expand_shape %1605 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":45:30))
    %1610 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1571, %1592 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1610 : tensor<12x8x20xf32>) {
    ^bb0(%in1612: f32, %in1613: f32, %out1614: f32):
      %1615 = arith.addf %in1612, %in1613 : f32
      linalg.yield %1615 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1616 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1569, %1609 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1616 : tensor<12x8x1xf32>) {
    ^bb0(%in1618: f32, %in1619: f32, %out1620: f32):
      %1621 = arith.addf %in1618, %in1619 : f32
      linalg.yield %1621 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1622 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":44:11))
    %1623 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":44:11))
    %1624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1617 : tensor<12x8x1xf32>) outs(%1623 : tensor<12x8x1xf32>) {
    ^bb0(%in1625: f32, %out1626: f32):
      %1627 = arith.divf %in1625, %1622 : f32
      linalg.yield %1627 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":44:11))
    %1628 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1629 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1630 = linalg.fill ins(%1628 : f32) outs(%1629 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1631 = linalg.reduce ins(%1624 : tensor<12x8x1xf32>) outs(%1630 : tensor<12x8xf32>) dimensions = [2]
      (%in1632: f32, %init1633: f32) {
        %1634 = arith.addf %in1632, %init1633 : f32
        linalg.yield %1634 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1635 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %1636 = linalg.broadcast ins(%1631 : tensor<12x8xf32>) outs(%1635 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %1637 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":44:11))
    %1638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1611, %1636 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1637 : tensor<12x8x20xf32>) {
    ^bb0(%in1639: f32, %in1640: f32, %out1641: f32):
      %1642 = arith.addf %in1639, %in1640 : f32
      linalg.yield %1642 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":44:11))
    %1643 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1644 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1645 = linalg.fill ins(%1643 : f32) outs(%1644 : tensor<20x20xf32>) -> tensor<20x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1638, %726 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1645 : tensor<20x20xf32>) {
    ^bb0(%in1647: f32, %in1648: f32, %out1649: f32):
      %1650 = arith.mulf %in1647, %in1648 : f32
      %1651 = arith.addf %out1649, %1650 : f32
      linalg.yield %1651 : f32
    } -> tensor<20x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1652 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":70:11))
    %1653 = linalg.transpose ins(%1646 : tensor<20x20xf32>) outs(%1652 : tensor<20x20xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":70:11))
    %1654 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1655 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1656 = linalg.fill ins(%1654 : f32) outs(%1655 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1638, %523 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%1656 : tensor<12x8x20xf32>) {
    ^bb0(%in1658: f32, %in1659: f32, %out1660: f32):
      %1661 = arith.mulf %in1658, %in1659 : f32
      %1662 = arith.addf %out1660, %1661 : f32
      linalg.yield %1662 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":70:11))
    %1663 = tensor.expand_shape %1657 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":70:11))
    %1664 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":70:11))
    %1665 = linalg.transpose ins(%1663 : tensor<12x8x2x10xf32>) outs(%1664 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":70:11))
    %1666 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1667 = tensor.empty() : tensor<12x2x10x8xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1668 = linalg.fill ins(%1666 : f32) outs(%1667 : tensor<12x2x10x8xf32>) -> tensor<12x2x10x8xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1665, %703 : tensor<12x2x8x10xf32>, tensor<12x2x8x8xf32>) outs(%1668 : tensor<12x2x10x8xf32>) {
    ^bb0(%in1670: f32, %in1671: f32, %out1672: f32):
      %1673 = arith.mulf %in1670, %in1671 : f32
      %1674 = arith.addf %out1672, %1673 : f32
      linalg.yield %1674 : f32
    } -> tensor<12x2x10x8xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1675 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/transpose"("examples/gpt.py":69:10))
    %1676 = linalg.transpose ins(%1669 : tensor<12x2x10x8xf32>) outs(%1675 : tensor<12x2x8x10xf32>) permutation = [0, 1, 3, 2] loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/transpose"("examples/gpt.py":69:10))
    %1677 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1678 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1679 = linalg.fill ins(%1677 : f32) outs(%1678 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1665, %644 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%1679 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1681: f32, %in1682: f32, %out1683: f32):
      %1684 = arith.mulf %in1681, %in1682 : f32
      %1685 = arith.addf %out1683, %1684 : f32
      linalg.yield %1685 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %1686 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":69:45))
    %1687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680, %709 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%1686 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1688: f32, %in1689: f32, %out1690: f32):
      %1691 = arith.mulf %in1688, %in1689 : f32
      linalg.yield %1691 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":69:45))
    %1692 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":69:45))
    %1693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1687, %689 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1692 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1694: f32, %in1695: f32, %out1696: f32):
      %1697 = arith.mulf %in1694, %in1695 : f32
      linalg.yield %1697 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":69:45))
    %1698 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1699 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1700 = linalg.fill ins(%1698 : f32) outs(%1699 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1701 = linalg.reduce ins(%1693 : tensor<12x2x8x8xf32>) outs(%1700 : tensor<12x2x8xf32>) dimensions = [3]
      (%in1702: f32, %init1703: f32) {
        %1704 = arith.addf %in1702, %init1703 : f32
        linalg.yield %1704 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1705 = tensor.expand_shape %1701 [[0], [1], [2, 3]] output_shape [12, 2, 8, 1] : tensor<12x2x8xf32> into tensor<12x2x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":69:45))
    %1706 = tensor.empty() : tensor<12x2x8x1xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":69:45))
    %1707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1705 : tensor<12x2x8x1xf32>) outs(%1706 : tensor<12x2x8x1xf32>) {
    ^bb0(%in1708: f32, %out1709: f32):
      %1710 = arith.negf %in1708 : f32
      linalg.yield %1710 : f32
    } -> tensor<12x2x8x1xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":69:45))
    %1711 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":69:45))
    %1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680, %701 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%1711 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1713: f32, %in1714: f32, %out1715: f32):
      %1716 = arith.divf %in1713, %in1714 : f32
      linalg.yield %1716 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":69:45))
    %1717 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1718 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1719 = linalg.fill ins(%1717 : f32) outs(%1718 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1720 = linalg.reduce ins(%1707 : tensor<12x2x8x1xf32>) outs(%1719 : tensor<12x2x8xf32>) dimensions = [3]
      (%in1721: f32, %init1722: f32) {
        %1723 = arith.addf %in1721, %init1722 : f32
        linalg.yield %1723 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":69:45))
    %1724 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":69:45))
    %1725 = linalg.broadcast ins(%1720 : tensor<12x2x8xf32>) outs(%1724 : tensor<12x2x8x8xf32>) dimensions = [3] loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":69:45))
    %1726 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":69:45))
    %1727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1712, %1725 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1726 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1728: f32, %in1729: f32, %out1730: f32):
      %1731 = arith.addf %in1728, %in1729 : f32
      linalg.yield %1731 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":69:45))
    %1732 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":69:45))
    %1733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1727, %689 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1732 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1734: f32, %in1735: f32, %out1736: f32):
      %1737 = arith.mulf %in1734, %in1735 : f32
      linalg.yield %1737 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":69:45))
    %1738 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %1739 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %1740 = linalg.fill ins(%1738 : f32) outs(%1739 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %1741 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/_where/select_n"("examples/gpt.py":68:13))
    %1742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %1740, %1733 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%1741 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1743: i1, %in1744: f32, %in1745: f32, %out1746: f32):
      %1747 = arith.select %in1743, %in1745, %in1744 : f32
      linalg.yield %1747 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/_where/select_n"("examples/gpt.py":68:13))
    %1748 = arith.constant 3.1622776985168457 : f32 loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":66:13))
    %1749 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":66:13))
    %1750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1742 : tensor<12x2x8x8xf32>) outs(%1749 : tensor<12x2x8x8xf32>) {
    ^bb0(%in1751: f32, %out1752: f32):
      %1753 = arith.divf %in1751, %1748 : f32
      linalg.yield %1753 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":66:13))
    %1754 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1755 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1756 = linalg.fill ins(%1754 : f32) outs(%1755 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1750, %638 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%1756 : tensor<12x2x8x10xf32>) {
    ^bb0(%in1758: f32, %in1759: f32, %out1760: f32):
      %1761 = arith.mulf %in1758, %in1759 : f32
      %1762 = arith.addf %out1760, %1761 : f32
      linalg.yield %1762 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1763 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1764 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1765 = linalg.fill ins(%1763 : f32) outs(%1764 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%1750, %641 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%1765 : tensor<12x2x8x10xf32>) {
    ^bb0(%in1767: f32, %in1768: f32, %out1769: f32):
      %1770 = arith.mulf %in1767, %in1768 : f32
      %1771 = arith.addf %out1769, %1770 : f32
      linalg.yield %1771 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[1]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %1772 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":64:22))
    %1773 = linalg.transpose ins(%1676 : tensor<12x2x8x10xf32>) outs(%1772 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":64:22))
    %1774 = tensor.collapse_shape %1773 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":64:22))
    %1775 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":64:22))
    %1776 = linalg.transpose ins(%1757 : tensor<12x2x8x10xf32>) outs(%1775 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":64:22))
    %1777 = tensor.collapse_shape %1776 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":64:22))
    %1778 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":64:22))
    %1779 = linalg.transpose ins(%1766 : tensor<12x2x8x10xf32>) outs(%1778 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":64:22))
    %1780 = tensor.collapse_shape %1779 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":64:22))
    %1781 = tensor.concat dim(2) %1780, %1777, %1774 : (tensor<12x8x20xf32>, tensor<12x8x20xf32>, tensor<12x8x20xf32>) -> tensor<12x8x60xf32> loc("transpose(jvp())/scan[1]/concatenate"("examples/gpt.py":63:14))
    %1782 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1783 = tensor.empty() : tensor<60x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1784 = linalg.fill ins(%1782 : f32) outs(%1783 : tensor<60x20xf32>) -> tensor<60x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1781, %619 : tensor<12x8x60xf32>, tensor<12x8x20xf32>) outs(%1784 : tensor<60x20xf32>) {
    ^bb0(%in1786: f32, %in1787: f32, %out1788: f32):
      %1789 = arith.mulf %in1786, %in1787 : f32
      %1790 = arith.addf %out1788, %1789 : f32
      linalg.yield %1790 : f32
    } -> tensor<60x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1791 = tensor.empty() : tensor<20x60xf32> loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":63:24))
    %1792 = linalg.transpose ins(%1785 : tensor<60x20xf32>) outs(%1791 : tensor<20x60xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[1]/transpose"("examples/gpt.py":63:24))
    %1793 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1794 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1795 = linalg.fill ins(%1793 : f32) outs(%1794 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1781, %525 : tensor<12x8x60xf32>, tensor<20x60xf32>) outs(%1795 : tensor<12x8x20xf32>) {
    ^bb0(%in1797: f32, %in1798: f32, %out1799: f32):
      %1800 = arith.mulf %in1797, %in1798 : f32
      %1801 = arith.addf %out1799, %1800 : f32
      linalg.yield %1801 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/dot_general"("examples/gpt.py":63:24))
    %1802 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1803 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1804 = linalg.fill ins(%1802 : f32) outs(%1803 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1805 = linalg.reduce ins(%1796 : tensor<12x8x20xf32>) outs(%1804 : tensor<20xf32>) dimensions = [0, 1]
      (%in1806: f32, %init1807: f32) {
        %1808 = arith.addf %in1806, %init1807 : f32
        linalg.yield %1808 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1809 = tensor.expand_shape %1805 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:11))
    %1810 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1811 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1812 = linalg.fill ins(%1810 : f32) outs(%1811 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1813 = linalg.reduce ins(%1809 : tensor<1x1x20xf32>) outs(%1812 : tensor<20xf32>) dimensions = [0, 1]
      (%in1814: f32, %init1815: f32) {
        %1816 = arith.addf %in1814, %init1815 : f32
        linalg.yield %1816 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1817 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %1796 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1817 : tensor<12x8x20xf32>) {
    ^bb0(%in1819: f32, %in1820: f32, %out1821: f32):
      %1822 = arith.mulf %in1819, %in1820 : f32
      linalg.yield %1822 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1823 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1824 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1825 = linalg.fill ins(%1823 : f32) outs(%1824 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1826 = linalg.reduce ins(%1818 : tensor<12x8x20xf32>) outs(%1825 : tensor<20xf32>) dimensions = [0, 1]
      (%in1827: f32, %init1828: f32) {
        %1829 = arith.addf %in1827, %init1828 : f32
        linalg.yield %1829 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1830 = tensor.expand_shape %1826 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:11))
    %1831 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1796, %609 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%1831 : tensor<12x8x20xf32>) {
    ^bb0(%in1833: f32, %in1834: f32, %out1835: f32):
      %1836 = arith.mulf %in1833, %in1834 : f32
      linalg.yield %1836 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1837 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1838 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1839 = linalg.fill ins(%1837 : f32) outs(%1838 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1840 = linalg.reduce ins(%1830 : tensor<1x1x20xf32>) outs(%1839 : tensor<20xf32>) dimensions = [0, 1]
      (%in1841: f32, %init1842: f32) {
        %1843 = arith.addf %in1841, %init1842 : f32
        linalg.yield %1843 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1844 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1845 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %1832 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1844 : tensor<12x8x20xf32>) {
    ^bb0(%in1846: f32, %in1847: f32, %out1848: f32):
      %1849 = arith.mulf %in1846, %in1847 : f32
      linalg.yield %1849 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1850 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1851 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1852 = linalg.fill ins(%1850 : f32) outs(%1851 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1853 = linalg.reduce ins(%1845 : tensor<12x8x20xf32>) outs(%1852 : tensor<12x8xf32>) dimensions = [2]
      (%in1854: f32, %init1855: f32) {
        %1856 = arith.addf %in1854, %init1855 : f32
        linalg.yield %1856 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:11))
    %1857 = tensor.expand_shape %1853 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:11))
    %1858 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1832, %586 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%1858 : tensor<12x8x20xf32>) {
    ^bb0(%in1860: f32, %in1861: f32, %out1862: f32):
      %1863 = arith.mulf %in1860, %in1861 : f32
      linalg.yield %1863 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:11))
    %1864 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:24))
    %1865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1857, %598 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1864 : tensor<12x8x1xf32>) {
    ^bb0(%in1866: f32, %in1867: f32, %out1868: f32):
      %1869 = arith.mulf %in1866, %in1867 : f32
      linalg.yield %1869 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":46:24))
    %1870 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":46:12))
    %1871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1859 : tensor<12x8x20xf32>) outs(%1870 : tensor<12x8x20xf32>) {
    ^bb0(%in1872: f32, %out1873: f32):
      %1874 = arith.negf %in1872 : f32
      linalg.yield %1874 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":46:12))
    %1875 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1876 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1877 = linalg.fill ins(%1875 : f32) outs(%1876 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1878 = linalg.reduce ins(%1871 : tensor<12x8x20xf32>) outs(%1877 : tensor<12x8xf32>) dimensions = [2]
      (%in1879: f32, %init1880: f32) {
        %1881 = arith.addf %in1879, %init1880 : f32
        linalg.yield %1881 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":46:12))
    %1882 = tensor.expand_shape %1878 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":46:12))
    %1883 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":46:12))
    %1884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1638, %1859 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1883 : tensor<12x8x20xf32>) {
    ^bb0(%in1885: f32, %in1886: f32, %out1887: f32):
      %1888 = arith.addf %in1885, %in1886 : f32
      linalg.yield %1888 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":46:12))
    %1889 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":45:10))
    %1890 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":45:10))
    %1891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1865 : tensor<12x8x1xf32>) outs(%1890 : tensor<12x8x1xf32>) {
    ^bb0(%in1892: f32, %out1893: f32):
      %1894 = arith.divf %in1892, %1889 : f32
      linalg.yield %1894 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":45:10))
    %1895 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1896 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1897 = linalg.fill ins(%1895 : f32) outs(%1896 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1898 = linalg.reduce ins(%1891 : tensor<12x8x1xf32>) outs(%1897 : tensor<12x8xf32>) dimensions = [2]
      (%in1899: f32, %init1900: f32) {
        %1901 = arith.addf %in1899, %init1900 : f32
        linalg.yield %1901 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:10))
    %1902 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %1903 = linalg.broadcast ins(%1898 : tensor<12x8xf32>) outs(%1902 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":45:10))
    %1904 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":45:19))
    %1905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1903, %554 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1904 : tensor<12x8x20xf32>) {
    ^bb0(%in1906: f32, %in1907: f32, %out1908: f32):
      %1909 = arith.mulf %in1906, %in1907 : f32
      linalg.yield %1909 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/mul"("examples/gpt.py":45:19))
    %1910 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":45:30))
    %1911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1905 : tensor<12x8x20xf32>) outs(%1910 : tensor<12x8x20xf32>) {
    ^bb0(%in1912: f32, %out1913: f32):
      %1914 = arith.negf %in1912 : f32
      linalg.yield %1914 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/neg"("examples/gpt.py":45:30))
    %1915 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1916 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1917 = linalg.fill ins(%1915 : f32) outs(%1916 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1918 = linalg.reduce ins(%1911 : tensor<12x8x20xf32>) outs(%1917 : tensor<12x8xf32>) dimensions = [2]
      (%in1919: f32, %init1920: f32) {
        %1921 = arith.addf %in1919, %init1920 : f32
        linalg.yield %1921 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":45:30))
    %1922 = tensor.expand_shape %1918 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/reshape"("examples/gpt.py":45:30))
    %1923 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1884, %1905 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1923 : tensor<12x8x20xf32>) {
    ^bb0(%in1925: f32, %in1926: f32, %out1927: f32):
      %1928 = arith.addf %in1925, %in1926 : f32
      linalg.yield %1928 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1929 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1882, %1922 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%1929 : tensor<12x8x1xf32>) {
    ^bb0(%in1931: f32, %in1932: f32, %out1933: f32):
      %1934 = arith.addf %in1931, %in1932 : f32
      linalg.yield %1934 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":45:30))
    %1935 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":44:11))
    %1936 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":44:11))
    %1937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1930 : tensor<12x8x1xf32>) outs(%1936 : tensor<12x8x1xf32>) {
    ^bb0(%in1938: f32, %out1939: f32):
      %1940 = arith.divf %in1938, %1935 : f32
      linalg.yield %1940 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[1]/div"("examples/gpt.py":44:11))
    %1941 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1942 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1943 = linalg.fill ins(%1941 : f32) outs(%1942 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1944 = linalg.reduce ins(%1937 : tensor<12x8x1xf32>) outs(%1943 : tensor<12x8xf32>) dimensions = [2]
      (%in1945: f32, %init1946: f32) {
        %1947 = arith.addf %in1945, %init1946 : f32
        linalg.yield %1947 : f32
      } loc("transpose(jvp())/scan[1]/reduce_sum"("examples/gpt.py":44:11))
    %1948 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %1949 = linalg.broadcast ins(%1944 : tensor<12x8xf32>) outs(%1948 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[1]/broadcast_in_dim"("examples/gpt.py":44:11))
    %1950 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":44:11))
    %1951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1924, %1949 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%1950 : tensor<12x8x20xf32>) {
    ^bb0(%in1952: f32, %in1953: f32, %out1954: f32):
      %1955 = arith.addf %in1952, %in1953 : f32
      linalg.yield %1955 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[1]/add_any"("examples/gpt.py":44:11))
    %1956 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1957 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1958 = linalg.fill ins(%1956 : f32) outs(%1957 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1959 = linalg.reduce ins(%1951 : tensor<12x8x20xf32>) outs(%1958 : tensor<20xf32>) dimensions = [0, 1]
      (%in1960: f32, %init1961: f32) {
        %1962 = arith.addf %in1960, %init1961 : f32
        linalg.yield %1962 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1963 = tensor.expand_shape %1959 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":74:11))
    %1964 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1965 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1966 = linalg.fill ins(%1964 : f32) outs(%1965 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1967 = linalg.reduce ins(%1963 : tensor<1x1x20xf32>) outs(%1966 : tensor<20xf32>) dimensions = [0, 1]
      (%in1968: f32, %init1969: f32) {
        %1970 = arith.addf %in1968, %init1969 : f32
        linalg.yield %1970 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:11))
    %1971 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1972 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1973 = linalg.fill ins(%1971 : f32) outs(%1972 : tensor<20x80xf32>) -> tensor<20x80xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1974 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1951, %478 : tensor<12x8x20xf32>, tensor<12x8x80xf32>) outs(%1973 : tensor<20x80xf32>) {
    ^bb0(%in1975: f32, %in1976: f32, %out1977: f32):
      %1978 = arith.mulf %in1975, %in1976 : f32
      %1979 = arith.addf %out1977, %1978 : f32
      linalg.yield %1979 : f32
    } -> tensor<20x80xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1980 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":74:11))
    %1981 = linalg.transpose ins(%1974 : tensor<20x80xf32>) outs(%1980 : tensor<80x20xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":74:11))
    %1982 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1983 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1984 = linalg.fill ins(%1982 : f32) outs(%1983 : tensor<12x8x80xf32>) -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1951, %104 : tensor<12x8x20xf32>, tensor<80x20xf32>) outs(%1984 : tensor<12x8x80xf32>) {
    ^bb0(%in1986: f32, %in1987: f32, %out1988: f32):
      %1989 = arith.mulf %in1986, %in1987 : f32
      %1990 = arith.addf %out1988, %1989 : f32
      linalg.yield %1990 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:11))
    %1991 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %1992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %1985 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1991 : tensor<12x8x80xf32>) {
    ^bb0(%in1993: f32, %in1994: f32, %out1995: f32):
      %1996 = arith.mulf %in1993, %in1994 : f32
      linalg.yield %1996 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %1997 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %1998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1985, %458 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%1997 : tensor<12x8x80xf32>) {
    ^bb0(%in1999: f32, %in2000: f32, %out2001: f32):
      %2002 = arith.mulf %in1999, %in2000 : f32
      linalg.yield %2002 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2003 = arith.constant -1.128379225730896 : f32 loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2004 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1992 : tensor<12x8x80xf32>) outs(%2004 : tensor<12x8x80xf32>) {
    ^bb0(%in2006: f32, %out2007: f32):
      %2008 = arith.mulf %2003, %in2006 : f32
      linalg.yield %2008 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2009 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2005, %473 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%2009 : tensor<12x8x80xf32>) {
    ^bb0(%in2011: f32, %in2012: f32, %out2013: f32):
      %2014 = arith.mulf %in2011, %in2012 : f32
      linalg.yield %2014 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2015 = arith.constant 0.7071067690849304 : f32 loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2016 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2010 : tensor<12x8x80xf32>) outs(%2016 : tensor<12x8x80xf32>) {
    ^bb0(%in2018: f32, %out2019: f32):
      %2020 = arith.mulf %in2018, %2015 : f32
      linalg.yield %2020 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2021 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":74:11))
    %2022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2017 : tensor<12x8x80xf32>) outs(%2021 : tensor<12x8x80xf32>) {
    ^bb0(%in2023: f32, %out2024: f32):
      %2025 = arith.negf %in2023 : f32
      linalg.yield %2025 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":74:11))
    %2026 = arith.constant 0.5 : f32 loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2027 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1998 : tensor<12x8x80xf32>) outs(%2027 : tensor<12x8x80xf32>) {
    ^bb0(%in2029: f32, %out2030: f32):
      %2031 = arith.mulf %2026, %in2029 : f32
      linalg.yield %2031 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":74:11))
    %2032 = tensor.empty() : tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":74:11))
    %2033 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2022, %2028 : tensor<12x8x80xf32>, tensor<12x8x80xf32>) outs(%2032 : tensor<12x8x80xf32>) {
    ^bb0(%in2034: f32, %in2035: f32, %out2036: f32):
      %2037 = arith.addf %in2034, %in2035 : f32
      linalg.yield %2037 : f32
    } -> tensor<12x8x80xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":74:11))
    %2038 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2039 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2040 = linalg.fill ins(%2038 : f32) outs(%2039 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2041 = linalg.reduce ins(%2033 : tensor<12x8x80xf32>) outs(%2040 : tensor<80xf32>) dimensions = [0, 1]
      (%in2042: f32, %init2043: f32) {
        %2044 = arith.addf %in2042, %init2043 : f32
        linalg.yield %2044 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2045 = tensor.expand_shape %2041 [[0, 1, 2]] output_shape [1, 1, 80] : tensor<80xf32> into tensor<1x1x80xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":74:23))
    %2046 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2047 = tensor.empty() : tensor<80xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2048 = linalg.fill ins(%2046 : f32) outs(%2047 : tensor<80xf32>) -> tensor<80xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2049 = linalg.reduce ins(%2045 : tensor<1x1x80xf32>) outs(%2048 : tensor<80xf32>) dimensions = [0, 1]
      (%in2050: f32, %init2051: f32) {
        %2052 = arith.addf %in2050, %init2051 : f32
        linalg.yield %2052 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":74:23))
    %2053 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2054 = tensor.empty() : tensor<80x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2055 = linalg.fill ins(%2053 : f32) outs(%2054 : tensor<80x20xf32>) -> tensor<80x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2033, %418 : tensor<12x8x80xf32>, tensor<12x8x20xf32>) outs(%2055 : tensor<80x20xf32>) {
    ^bb0(%in2057: f32, %in2058: f32, %out2059: f32):
      %2060 = arith.mulf %in2057, %in2058 : f32
      %2061 = arith.addf %out2059, %2060 : f32
      linalg.yield %2061 : f32
    } -> tensor<80x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2062 = tensor.empty() : tensor<20x80xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":74:23))
    %2063 = linalg.transpose ins(%2056 : tensor<80x20xf32>) outs(%2062 : tensor<20x80xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":74:23))
    %2064 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2065 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2066 = linalg.fill ins(%2064 : f32) outs(%2065 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2067 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2033, %102 : tensor<12x8x80xf32>, tensor<20x80xf32>) outs(%2066 : tensor<12x8x20xf32>) {
    ^bb0(%in2068: f32, %in2069: f32, %out2070: f32):
      %2071 = arith.mulf %in2068, %in2069 : f32
      %2072 = arith.addf %out2070, %2071 : f32
      linalg.yield %2072 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":74:23))
    %2073 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2074 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2075 = linalg.fill ins(%2073 : f32) outs(%2074 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2076 = linalg.reduce ins(%2067 : tensor<12x8x20xf32>) outs(%2075 : tensor<20xf32>) dimensions = [0, 1]
      (%in2077: f32, %init2078: f32) {
        %2079 = arith.addf %in2077, %init2078 : f32
        linalg.yield %2079 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2080 = tensor.expand_shape %2076 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:11))
    %2081 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2082 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2083 = linalg.fill ins(%2081 : f32) outs(%2082 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2084 = linalg.reduce ins(%2080 : tensor<1x1x20xf32>) outs(%2083 : tensor<20xf32>) dimensions = [0, 1]
      (%in2085: f32, %init2086: f32) {
        %2087 = arith.addf %in2085, %init2086 : f32
        linalg.yield %2087 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2088 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %2067 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2088 : tensor<12x8x20xf32>) {
    ^bb0(%in2090: f32, %in2091: f32, %out2092: f32):
      %2093 = arith.mulf %in2090, %in2091 : f32
      linalg.yield %2093 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2094 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2095 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2096 = linalg.fill ins(%2094 : f32) outs(%2095 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2097 = linalg.reduce ins(%2089 : tensor<12x8x20xf32>) outs(%2096 : tensor<20xf32>) dimensions = [0, 1]
      (%in2098: f32, %init2099: f32) {
        %2100 = arith.addf %in2098, %init2099 : f32
        linalg.yield %2100 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2101 = tensor.expand_shape %2097 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:11))
    %2102 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2067, %408 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%2102 : tensor<12x8x20xf32>) {
    ^bb0(%in2104: f32, %in2105: f32, %out2106: f32):
      %2107 = arith.mulf %in2104, %in2105 : f32
      linalg.yield %2107 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2108 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2109 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2110 = linalg.fill ins(%2108 : f32) outs(%2109 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2111 = linalg.reduce ins(%2101 : tensor<1x1x20xf32>) outs(%2110 : tensor<20xf32>) dimensions = [0, 1]
      (%in2112: f32, %init2113: f32) {
        %2114 = arith.addf %in2112, %init2113 : f32
        linalg.yield %2114 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2115 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %2103 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2115 : tensor<12x8x20xf32>) {
    ^bb0(%in2117: f32, %in2118: f32, %out2119: f32):
      %2120 = arith.mulf %in2117, %in2118 : f32
      linalg.yield %2120 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2121 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2122 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2123 = linalg.fill ins(%2121 : f32) outs(%2122 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2124 = linalg.reduce ins(%2116 : tensor<12x8x20xf32>) outs(%2123 : tensor<12x8xf32>) dimensions = [2]
      (%in2125: f32, %init2126: f32) {
        %2127 = arith.addf %in2125, %init2126 : f32
        linalg.yield %2127 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2128 = tensor.expand_shape %2124 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:11))
    %2129 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2103, %385 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%2129 : tensor<12x8x20xf32>) {
    ^bb0(%in2131: f32, %in2132: f32, %out2133: f32):
      %2134 = arith.mulf %in2131, %in2132 : f32
      linalg.yield %2134 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2135 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:24))
    %2136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2128, %397 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2135 : tensor<12x8x1xf32>) {
    ^bb0(%in2137: f32, %in2138: f32, %out2139: f32):
      %2140 = arith.mulf %in2137, %in2138 : f32
      linalg.yield %2140 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:24))
    %2141 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":46:12))
    %2142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2130 : tensor<12x8x20xf32>) outs(%2141 : tensor<12x8x20xf32>) {
    ^bb0(%in2143: f32, %out2144: f32):
      %2145 = arith.negf %in2143 : f32
      linalg.yield %2145 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":46:12))
    %2146 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2147 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2148 = linalg.fill ins(%2146 : f32) outs(%2147 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2149 = linalg.reduce ins(%2142 : tensor<12x8x20xf32>) outs(%2148 : tensor<12x8xf32>) dimensions = [2]
      (%in2150: f32, %init2151: f32) {
        %2152 = arith.addf %in2150, %init2151 : f32
        linalg.yield %2152 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2153 = tensor.expand_shape %2149 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:12))
    %2154 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":46:12))
    %2155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1951, %2130 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2154 : tensor<12x8x20xf32>) {
    ^bb0(%in2156: f32, %in2157: f32, %out2158: f32):
      %2159 = arith.addf %in2156, %in2157 : f32
      linalg.yield %2159 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":46:12))
    %2160 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":45:10))
    %2161 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":45:10))
    %2162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2136 : tensor<12x8x1xf32>) outs(%2161 : tensor<12x8x1xf32>) {
    ^bb0(%in2163: f32, %out2164: f32):
      %2165 = arith.divf %in2163, %2160 : f32
      linalg.yield %2165 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":45:10))
    %2166 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2167 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2168 = linalg.fill ins(%2166 : f32) outs(%2167 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2169 = linalg.reduce ins(%2162 : tensor<12x8x1xf32>) outs(%2168 : tensor<12x8xf32>) dimensions = [2]
      (%in2170: f32, %init2171: f32) {
        %2172 = arith.addf %in2170, %init2171 : f32
        linalg.yield %2172 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2173 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %2174 = linalg.broadcast ins(%2169 : tensor<12x8xf32>) outs(%2173 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %2175 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":45:19))
    %2176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2174, %353 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2175 : tensor<12x8x20xf32>) {
    ^bb0(%in2177: f32, %in2178: f32, %out2179: f32):
      %2180 = arith.mulf %in2177, %in2178 : f32
      linalg.yield %2180 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":45:19))
    %2181 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":45:30))
    %2182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2176 : tensor<12x8x20xf32>) outs(%2181 : tensor<12x8x20xf32>) {
    ^bb0(%in2183: f32, %out2184: f32):
      %2185 = arith.negf %in2183 : f32
      linalg.yield %2185 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":45:30))
    %2186 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2187 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2188 = linalg.fill ins(%2186 : f32) outs(%2187 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2189 = linalg.reduce ins(%2182 : tensor<12x8x20xf32>) outs(%2188 : tensor<12x8xf32>) dimensions = [2]
      (%in2190: f32, %init2191: f32) {
        %2192 = arith.addf %in2190, %init2191 : f32
        linalg.yield %2192 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2193 = tensor.expand_shape %2189 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":45:30))
    %2194 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2155, %2176 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2194 : tensor<12x8x20xf32>) {
    ^bb0(%in2196: f32, %in2197: f32, %out2198: f32):
      %2199 = arith.addf %in2196, %in2197 : f32
      linalg.yield %2199 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2200 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2153, %2193 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2200 : tensor<12x8x1xf32>) {
    ^bb0(%in2202: f32, %in2203: f32, %out2204: f32):
      %2205 = arith.addf %in2202, %in2203 : f32
      linalg.yield %2205 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2206 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":44:11))
    %2207 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":44:11))
    %2208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2201 : tensor<12x8x1xf32>) outs(%2207 : tensor<12x8x1xf32>) {
    ^bb0(%in2209: f32, %out2210: f32):
      %2211 = arith.divf %in2209, %2206 : f32
      linalg.yield %2211 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":44:11))
    %2212 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2213 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2214 = linalg.fill ins(%2212 : f32) outs(%2213 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2215 = linalg.reduce ins(%2208 : tensor<12x8x1xf32>) outs(%2214 : tensor<12x8xf32>) dimensions = [2]
      (%in2216: f32, %init2217: f32) {
        %2218 = arith.addf %in2216, %init2217 : f32
        linalg.yield %2218 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2219 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %2220 = linalg.broadcast ins(%2215 : tensor<12x8xf32>) outs(%2219 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %2221 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":44:11))
    %2222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2195, %2220 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2221 : tensor<12x8x20xf32>) {
    ^bb0(%in2223: f32, %in2224: f32, %out2225: f32):
      %2226 = arith.addf %in2223, %in2224 : f32
      linalg.yield %2226 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":44:11))
    %2227 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2228 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2229 = linalg.fill ins(%2227 : f32) outs(%2228 : tensor<20x20xf32>) -> tensor<20x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2222, %309 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2229 : tensor<20x20xf32>) {
    ^bb0(%in2231: f32, %in2232: f32, %out2233: f32):
      %2234 = arith.mulf %in2231, %in2232 : f32
      %2235 = arith.addf %out2233, %2234 : f32
      linalg.yield %2235 : f32
    } -> tensor<20x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2236 = tensor.empty() : tensor<20x20xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":70:11))
    %2237 = linalg.transpose ins(%2230 : tensor<20x20xf32>) outs(%2236 : tensor<20x20xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":70:11))
    %2238 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2239 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2240 = linalg.fill ins(%2238 : f32) outs(%2239 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2222, %106 : tensor<12x8x20xf32>, tensor<20x20xf32>) outs(%2240 : tensor<12x8x20xf32>) {
    ^bb0(%in2242: f32, %in2243: f32, %out2244: f32):
      %2245 = arith.mulf %in2242, %in2243 : f32
      %2246 = arith.addf %out2244, %2245 : f32
      linalg.yield %2246 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":70:11))
    %2247 = tensor.expand_shape %2241 [[0], [1], [2, 3]] output_shape [12, 8, 2, 10] : tensor<12x8x20xf32> into tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":70:11))
    %2248 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":70:11))
    %2249 = linalg.transpose ins(%2247 : tensor<12x8x2x10xf32>) outs(%2248 : tensor<12x2x8x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":70:11))
    %2250 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2251 = tensor.empty() : tensor<12x2x10x8xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2252 = linalg.fill ins(%2250 : f32) outs(%2251 : tensor<12x2x10x8xf32>) -> tensor<12x2x10x8xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2249, %286 : tensor<12x2x8x10xf32>, tensor<12x2x8x8xf32>) outs(%2252 : tensor<12x2x10x8xf32>) {
    ^bb0(%in2254: f32, %in2255: f32, %out2256: f32):
      %2257 = arith.mulf %in2254, %in2255 : f32
      %2258 = arith.addf %out2256, %2257 : f32
      linalg.yield %2258 : f32
    } -> tensor<12x2x10x8xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2259 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/transpose"("examples/gpt.py":69:10))
    %2260 = linalg.transpose ins(%2253 : tensor<12x2x10x8xf32>) outs(%2259 : tensor<12x2x8x10xf32>) permutation = [0, 1, 3, 2] loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/transpose"("examples/gpt.py":69:10))
    %2261 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2262 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2263 = linalg.fill ins(%2261 : f32) outs(%2262 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2249, %227 : tensor<12x2x8x10xf32>, tensor<12x2x8x10xf32>) outs(%2263 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2265: f32, %in2266: f32, %out2267: f32):
      %2268 = arith.mulf %in2265, %in2266 : f32
      %2269 = arith.addf %out2267, %2268 : f32
      linalg.yield %2269 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/bhqk,bhkd->bhqd/dot_general"("examples/gpt.py":69:10))
    %2270 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":69:45))
    %2271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2264, %292 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%2270 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2272: f32, %in2273: f32, %out2274: f32):
      %2275 = arith.mulf %in2272, %in2273 : f32
      linalg.yield %2275 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":69:45))
    %2276 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":69:45))
    %2277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2271, %272 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2276 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2278: f32, %in2279: f32, %out2280: f32):
      %2281 = arith.mulf %in2278, %in2279 : f32
      linalg.yield %2281 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":69:45))
    %2282 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2283 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2284 = linalg.fill ins(%2282 : f32) outs(%2283 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2285 = linalg.reduce ins(%2277 : tensor<12x2x8x8xf32>) outs(%2284 : tensor<12x2x8xf32>) dimensions = [3]
      (%in2286: f32, %init2287: f32) {
        %2288 = arith.addf %in2286, %init2287 : f32
        linalg.yield %2288 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2289 = tensor.expand_shape %2285 [[0], [1], [2, 3]] output_shape [12, 2, 8, 1] : tensor<12x2x8xf32> into tensor<12x2x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":69:45))
    %2290 = tensor.empty() : tensor<12x2x8x1xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":69:45))
    %2291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2289 : tensor<12x2x8x1xf32>) outs(%2290 : tensor<12x2x8x1xf32>) {
    ^bb0(%in2292: f32, %out2293: f32):
      %2294 = arith.negf %in2292 : f32
      linalg.yield %2294 : f32
    } -> tensor<12x2x8x1xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":69:45))
    %2295 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":69:45))
    %2296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2264, %284 : tensor<12x2x8x8xf32>, tensor<12x2x8x1xf32>) outs(%2295 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2297: f32, %in2298: f32, %out2299: f32):
      %2300 = arith.divf %in2297, %in2298 : f32
      linalg.yield %2300 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":69:45))
    %2301 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2302 = tensor.empty() : tensor<12x2x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2303 = linalg.fill ins(%2301 : f32) outs(%2302 : tensor<12x2x8xf32>) -> tensor<12x2x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2304 = linalg.reduce ins(%2291 : tensor<12x2x8x1xf32>) outs(%2303 : tensor<12x2x8xf32>) dimensions = [3]
      (%in2305: f32, %init2306: f32) {
        %2307 = arith.addf %in2305, %init2306 : f32
        linalg.yield %2307 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":69:45))
    %2308 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":69:45))
    %2309 = linalg.broadcast ins(%2304 : tensor<12x2x8xf32>) outs(%2308 : tensor<12x2x8x8xf32>) dimensions = [3] loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":69:45))
    %2310 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":69:45))
    %2311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2296, %2309 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2310 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2312: f32, %in2313: f32, %out2314: f32):
      %2315 = arith.addf %in2312, %in2313 : f32
      linalg.yield %2315 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":69:45))
    %2316 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":69:45))
    %2317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2311, %272 : tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2316 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2318: f32, %in2319: f32, %out2320: f32):
      %2321 = arith.mulf %in2318, %in2319 : f32
      linalg.yield %2321 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":69:45))
    %2322 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %2323 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %2324 = linalg.fill ins(%2322 : f32) outs(%2323 : tensor<12x2x8x8xf32>) -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/_where/broadcast_in_dim"("examples/gpt.py":68:13))
    %2325 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/_where/select_n"("examples/gpt.py":68:13))
    %2326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %2324, %2317 : tensor<12x2x8x8xi1>, tensor<12x2x8x8xf32>, tensor<12x2x8x8xf32>) outs(%2325 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2327: i1, %in2328: f32, %in2329: f32, %out2330: f32):
      %2331 = arith.select %in2327, %in2329, %in2328 : f32
      linalg.yield %2331 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/_where/select_n"("examples/gpt.py":68:13))
    %2332 = arith.constant 3.1622776985168457 : f32 loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":66:13))
    %2333 = tensor.empty() : tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":66:13))
    %2334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2326 : tensor<12x2x8x8xf32>) outs(%2333 : tensor<12x2x8x8xf32>) {
    ^bb0(%in2335: f32, %out2336: f32):
      %2337 = arith.divf %in2335, %2332 : f32
      linalg.yield %2337 : f32
    } -> tensor<12x2x8x8xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":66:13))
    %2338 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2339 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2340 = linalg.fill ins(%2338 : f32) outs(%2339 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2334, %221 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%2340 : tensor<12x2x8x10xf32>) {
    ^bb0(%in2342: f32, %in2343: f32, %out2344: f32):
      %2345 = arith.mulf %in2342, %in2343 : f32
      %2346 = arith.addf %out2344, %2345 : f32
      linalg.yield %2346 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2347 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2348 = tensor.empty() : tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2349 = linalg.fill ins(%2347 : f32) outs(%2348 : tensor<12x2x8x10xf32>) -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2334, %224 : tensor<12x2x8x8xf32>, tensor<12x2x8x10xf32>) outs(%2349 : tensor<12x2x8x10xf32>) {
    ^bb0(%in2351: f32, %in2352: f32, %out2353: f32):
      %2354 = arith.mulf %in2351, %in2352 : f32
      %2355 = arith.addf %out2353, %2354 : f32
      linalg.yield %2355 : f32
    } -> tensor<12x2x8x10xf32> loc("transpose(jvp())/scan[0]/bhqd,bhkd->bhqk/dot_general"("examples/gpt.py":66:13))
    %2356 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":64:22))
    %2357 = linalg.transpose ins(%2260 : tensor<12x2x8x10xf32>) outs(%2356 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":64:22))
    %2358 = tensor.collapse_shape %2357 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":64:22))
    %2359 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":64:22))
    %2360 = linalg.transpose ins(%2341 : tensor<12x2x8x10xf32>) outs(%2359 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":64:22))
    %2361 = tensor.collapse_shape %2360 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":64:22))
    %2362 = tensor.empty() : tensor<12x8x2x10xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":64:22))
    %2363 = linalg.transpose ins(%2350 : tensor<12x2x8x10xf32>) outs(%2362 : tensor<12x8x2x10xf32>) permutation = [0, 2, 1, 3] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":64:22))
    %2364 = tensor.collapse_shape %2363 [[0], [1], [2, 3]] : tensor<12x8x2x10xf32> into tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":64:22))
    %2365 = tensor.concat dim(2) %2364, %2361, %2358 : (tensor<12x8x20xf32>, tensor<12x8x20xf32>, tensor<12x8x20xf32>) -> tensor<12x8x60xf32> loc("transpose(jvp())/scan[0]/concatenate"("examples/gpt.py":63:14))
    %2366 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2367 = tensor.empty() : tensor<60x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2368 = linalg.fill ins(%2366 : f32) outs(%2367 : tensor<60x20xf32>) -> tensor<60x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%2365, %202 : tensor<12x8x60xf32>, tensor<12x8x20xf32>) outs(%2368 : tensor<60x20xf32>) {
    ^bb0(%in2370: f32, %in2371: f32, %out2372: f32):
      %2373 = arith.mulf %in2370, %in2371 : f32
      %2374 = arith.addf %out2372, %2373 : f32
      linalg.yield %2374 : f32
    } -> tensor<60x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2375 = tensor.empty() : tensor<20x60xf32> loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":63:24))
    %2376 = linalg.transpose ins(%2369 : tensor<60x20xf32>) outs(%2375 : tensor<20x60xf32>) permutation = [1, 0] loc("transpose(jvp())/scan[0]/transpose"("examples/gpt.py":63:24))
    %2377 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2378 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2379 = linalg.fill ins(%2377 : f32) outs(%2378 : tensor<12x8x20xf32>) -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2365, %108 : tensor<12x8x60xf32>, tensor<20x60xf32>) outs(%2379 : tensor<12x8x20xf32>) {
    ^bb0(%in2381: f32, %in2382: f32, %out2383: f32):
      %2384 = arith.mulf %in2381, %in2382 : f32
      %2385 = arith.addf %out2383, %2384 : f32
      linalg.yield %2385 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/dot_general"("examples/gpt.py":63:24))
    %2386 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2387 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2388 = linalg.fill ins(%2386 : f32) outs(%2387 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2389 = linalg.reduce ins(%2380 : tensor<12x8x20xf32>) outs(%2388 : tensor<20xf32>) dimensions = [0, 1]
      (%in2390: f32, %init2391: f32) {
        %2392 = arith.addf %in2390, %init2391 : f32
        linalg.yield %2392 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2393 = tensor.expand_shape %2389 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:11))
    %2394 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2395 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2396 = linalg.fill ins(%2394 : f32) outs(%2395 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2397 = linalg.reduce ins(%2393 : tensor<1x1x20xf32>) outs(%2396 : tensor<20xf32>) dimensions = [0, 1]
      (%in2398: f32, %init2399: f32) {
        %2400 = arith.addf %in2398, %init2399 : f32
        linalg.yield %2400 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2401 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %2380 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2401 : tensor<12x8x20xf32>) {
    ^bb0(%in2403: f32, %in2404: f32, %out2405: f32):
      %2406 = arith.mulf %in2403, %in2404 : f32
      linalg.yield %2406 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2407 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2408 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2409 = linalg.fill ins(%2407 : f32) outs(%2408 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2410 = linalg.reduce ins(%2402 : tensor<12x8x20xf32>) outs(%2409 : tensor<20xf32>) dimensions = [0, 1]
      (%in2411: f32, %init2412: f32) {
        %2413 = arith.addf %in2411, %init2412 : f32
        linalg.yield %2413 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2414 = tensor.expand_shape %2410 [[0, 1, 2]] output_shape [1, 1, 20] : tensor<20xf32> into tensor<1x1x20xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:11))
    %2415 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2380, %192 : tensor<12x8x20xf32>, tensor<1x1x20xf32>) outs(%2415 : tensor<12x8x20xf32>) {
    ^bb0(%in2417: f32, %in2418: f32, %out2419: f32):
      %2420 = arith.mulf %in2417, %in2418 : f32
      linalg.yield %2420 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2421 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2422 = tensor.empty() : tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2423 = linalg.fill ins(%2421 : f32) outs(%2422 : tensor<20xf32>) -> tensor<20xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2424 = linalg.reduce ins(%2414 : tensor<1x1x20xf32>) outs(%2423 : tensor<20xf32>) dimensions = [0, 1]
      (%in2425: f32, %init2426: f32) {
        %2427 = arith.addf %in2425, %init2426 : f32
        linalg.yield %2427 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2428 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %2416 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2428 : tensor<12x8x20xf32>) {
    ^bb0(%in2430: f32, %in2431: f32, %out2432: f32):
      %2433 = arith.mulf %in2430, %in2431 : f32
      linalg.yield %2433 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2434 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2435 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2436 = linalg.fill ins(%2434 : f32) outs(%2435 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2437 = linalg.reduce ins(%2429 : tensor<12x8x20xf32>) outs(%2436 : tensor<12x8xf32>) dimensions = [2]
      (%in2438: f32, %init2439: f32) {
        %2440 = arith.addf %in2438, %init2439 : f32
        linalg.yield %2440 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:11))
    %2441 = tensor.expand_shape %2437 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:11))
    %2442 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2416, %169 : tensor<12x8x20xf32>, tensor<12x8x1xf32>) outs(%2442 : tensor<12x8x20xf32>) {
    ^bb0(%in2444: f32, %in2445: f32, %out2446: f32):
      %2447 = arith.mulf %in2444, %in2445 : f32
      linalg.yield %2447 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:11))
    %2448 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:24))
    %2449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2441, %181 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2448 : tensor<12x8x1xf32>) {
    ^bb0(%in2450: f32, %in2451: f32, %out2452: f32):
      %2453 = arith.mulf %in2450, %in2451 : f32
      linalg.yield %2453 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":46:24))
    %2454 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":46:12))
    %2455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2443 : tensor<12x8x20xf32>) outs(%2454 : tensor<12x8x20xf32>) {
    ^bb0(%in2456: f32, %out2457: f32):
      %2458 = arith.negf %in2456 : f32
      linalg.yield %2458 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":46:12))
    %2459 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2460 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2461 = linalg.fill ins(%2459 : f32) outs(%2460 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2462 = linalg.reduce ins(%2455 : tensor<12x8x20xf32>) outs(%2461 : tensor<12x8xf32>) dimensions = [2]
      (%in2463: f32, %init2464: f32) {
        %2465 = arith.addf %in2463, %init2464 : f32
        linalg.yield %2465 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":46:12))
    %2466 = tensor.expand_shape %2462 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":46:12))
    %2467 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":46:12))
    %2468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2222, %2443 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2467 : tensor<12x8x20xf32>) {
    ^bb0(%in2469: f32, %in2470: f32, %out2471: f32):
      %2472 = arith.addf %in2469, %in2470 : f32
      linalg.yield %2472 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":46:12))
    %2473 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":45:10))
    %2474 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":45:10))
    %2475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2449 : tensor<12x8x1xf32>) outs(%2474 : tensor<12x8x1xf32>) {
    ^bb0(%in2476: f32, %out2477: f32):
      %2478 = arith.divf %in2476, %2473 : f32
      linalg.yield %2478 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":45:10))
    %2479 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2480 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2481 = linalg.fill ins(%2479 : f32) outs(%2480 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2482 = linalg.reduce ins(%2475 : tensor<12x8x1xf32>) outs(%2481 : tensor<12x8xf32>) dimensions = [2]
      (%in2483: f32, %init2484: f32) {
        %2485 = arith.addf %in2483, %init2484 : f32
        linalg.yield %2485 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:10))
    %2486 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %2487 = linalg.broadcast ins(%2482 : tensor<12x8xf32>) outs(%2486 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":45:10))
    %2488 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":45:19))
    %2489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2487, %137 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2488 : tensor<12x8x20xf32>) {
    ^bb0(%in2490: f32, %in2491: f32, %out2492: f32):
      %2493 = arith.mulf %in2490, %in2491 : f32
      linalg.yield %2493 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/mul"("examples/gpt.py":45:19))
    %2494 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":45:30))
    %2495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2489 : tensor<12x8x20xf32>) outs(%2494 : tensor<12x8x20xf32>) {
    ^bb0(%in2496: f32, %out2497: f32):
      %2498 = arith.negf %in2496 : f32
      linalg.yield %2498 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/neg"("examples/gpt.py":45:30))
    %2499 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2500 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2501 = linalg.fill ins(%2499 : f32) outs(%2500 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2502 = linalg.reduce ins(%2495 : tensor<12x8x20xf32>) outs(%2501 : tensor<12x8xf32>) dimensions = [2]
      (%in2503: f32, %init2504: f32) {
        %2505 = arith.addf %in2503, %init2504 : f32
        linalg.yield %2505 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":45:30))
    %2506 = tensor.expand_shape %2502 [[0], [1, 2]] output_shape [12, 8, 1] : tensor<12x8xf32> into tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/reshape"("examples/gpt.py":45:30))
    %2507 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2468, %2489 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2507 : tensor<12x8x20xf32>) {
    ^bb0(%in2509: f32, %in2510: f32, %out2511: f32):
      %2512 = arith.addf %in2509, %in2510 : f32
      linalg.yield %2512 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2513 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2466, %2506 : tensor<12x8x1xf32>, tensor<12x8x1xf32>) outs(%2513 : tensor<12x8x1xf32>) {
    ^bb0(%in2515: f32, %in2516: f32, %out2517: f32):
      %2518 = arith.addf %in2515, %in2516 : f32
      linalg.yield %2518 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":45:30))
    %2519 = arith.constant 20.0 : f32 loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":44:11))
    %2520 = tensor.empty() : tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":44:11))
    %2521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2514 : tensor<12x8x1xf32>) outs(%2520 : tensor<12x8x1xf32>) {
    ^bb0(%in2522: f32, %out2523: f32):
      %2524 = arith.divf %in2522, %2519 : f32
      linalg.yield %2524 : f32
    } -> tensor<12x8x1xf32> loc("transpose(jvp())/scan[0]/div"("examples/gpt.py":44:11))
    %2525 = arith.constant 0.0 : f32 loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2526 = tensor.empty() : tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2527 = linalg.fill ins(%2525 : f32) outs(%2526 : tensor<12x8xf32>) -> tensor<12x8xf32> loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2528 = linalg.reduce ins(%2521 : tensor<12x8x1xf32>) outs(%2527 : tensor<12x8xf32>) dimensions = [2]
      (%in2529: f32, %init2530: f32) {
        %2531 = arith.addf %in2529, %init2530 : f32
        linalg.yield %2531 : f32
      } loc("transpose(jvp())/scan[0]/reduce_sum"("examples/gpt.py":44:11))
    %2532 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %2533 = linalg.broadcast ins(%2528 : tensor<12x8xf32>) outs(%2532 : tensor<12x8x20xf32>) dimensions = [2] loc("transpose(jvp())/scan[0]/broadcast_in_dim"("examples/gpt.py":44:11))
    %2534 = tensor.empty() : tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":44:11))
    %2535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2508, %2533 : tensor<12x8x20xf32>, tensor<12x8x20xf32>) outs(%2534 : tensor<12x8x20xf32>) {
    ^bb0(%in2536: f32, %in2537: f32, %out2538: f32):
      %2539 = arith.addf %in2536, %in2537 : f32
      linalg.yield %2539 : f32
    } -> tensor<12x8x20xf32> loc("transpose(jvp())/scan[0]/add_any"("examples/gpt.py":44:11))
    %2540 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:8))
    %2541 = tensor.empty() : tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:8))
    %2542 = linalg.fill ins(%2540 : f32) outs(%2541 : tensor<8x20xf32>) -> tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:8))
    %2543 = linalg.reduce ins(%2535 : tensor<12x8x20xf32>) outs(%2542 : tensor<8x20xf32>) dimensions = [0]
      (%in2544: f32, %init2545: f32) {
        %2546 = arith.addf %in2544, %init2545 : f32
        linalg.yield %2546 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:8))
    %2547 = tensor.expand_shape %2543 [[0, 1], [2]] output_shape [1, 8, 20] : tensor<8x20xf32> into tensor<1x8x20xf32> loc("transpose(jvp())/reshape"("examples/gpt_scan.py":37:8))
    %2548 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:32))
    %2549 = tensor.empty() : tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:32))
    %2550 = linalg.fill ins(%2548 : f32) outs(%2549 : tensor<8x20xf32>) -> tensor<8x20xf32> loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:32))
    %2551 = linalg.reduce ins(%2547 : tensor<1x8x20xf32>) outs(%2550 : tensor<8x20xf32>) dimensions = [0]
      (%in2552: f32, %init2553: f32) {
        %2554 = arith.addf %in2552, %init2553 : f32
        linalg.yield %2554 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/gpt_scan.py":37:32))
    %2555 = arith.constant 0.0 : f32 loc("transpose(jvp())/broadcast_in_dim"("examples/gpt_scan.py":37:8))
    %2556 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt_scan.py":37:8))
    %2557 = linalg.fill ins(%2555 : f32) outs(%2556 : tensor<50x20xf32>) -> tensor<50x20xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/gpt_scan.py":37:8))
    %2558 = arith.constant 0.0 : f32 loc("transpose(jvp())/scatter-add"("examples/gpt_scan.py":37:8))
    %2559 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt_scan.py":37:8))
    %2560 = linalg.fill ins(%2558 : f32) outs(%2559 : tensor<50x20xf32>) -> tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt_scan.py":37:8))
    %2561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, 0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%20, %2535 : tensor<12x8x1xi32>, tensor<12x8x20xf32>) outs(%2560 : tensor<50x20xf32>) {
    ^bb0(%in2562: i32, %in2563: f32, %out2564: f32):
      %2565 = arith.index_cast %in2562 : i32 to index
      %2566 = linalg.index 0 : index
      %2567 = arith.cmpi eq, %2565, %2566 : index
      %2568 = arith.constant 0.0 : f32
      %2569 = arith.select %2567, %in2563, %2568 : f32
      %2570 = arith.addf %out2564, %2569 : f32
      linalg.yield %2570 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/scatter-add"("examples/gpt_scan.py":37:8))
    %2571 = tensor.empty() : tensor<50x20xf32> loc("transpose(jvp())/add_any"("examples/gpt_scan.py":37:8))
    %2572 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1223, %2561 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%2571 : tensor<50x20xf32>) {
    ^bb0(%in2573: f32, %in2574: f32, %out2575: f32):
      %2576 = arith.addf %in2573, %in2574 : f32
      linalg.yield %2576 : f32
    } -> tensor<50x20xf32> loc("transpose(jvp())/add_any"("examples/gpt_scan.py":37:8))
    %2577 = arith.constant 1.0 : f32 loc("add"("examples/gpt.py":113:12))
    %2578 = tensor.empty() : tensor<f32> loc("add"("examples/gpt.py":113:12))
    %2579 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%arg14 : tensor<f32>) outs(%2578 : tensor<f32>) {
    ^bb0(%in2580: f32, %out2581: f32):
      %2582 = arith.addf %in2580, %2577 : f32
      linalg.yield %2582 : f32
    } -> tensor<f32> loc("add"("examples/gpt.py":113:12))
    %2583 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2584 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2585 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<2x80xf32>) outs(%2584 : tensor<2x80xf32>) {
    ^bb0(%in2586: f32, %out2587: f32):
      %2588 = arith.mulf %2583, %in2586 : f32
      linalg.yield %2588 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2589 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2590 = tensor.expand_shape %2049 [[0, 1]] output_shape [1, 80] : tensor<80xf32> into tensor<1x80xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2591 = tensor.expand_shape %1465 [[0, 1]] output_shape [1, 80] : tensor<80xf32> into tensor<1x80xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2592 = tensor.concat dim(0) %2590, %2591 : (tensor<1x80xf32>, tensor<1x80xf32>) -> tensor<2x80xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2593 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2594 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2592 : tensor<2x80xf32>) outs(%2593 : tensor<2x80xf32>) {
    ^bb0(%in2595: f32, %out2596: f32):
      %2597 = arith.mulf %2589, %in2595 : f32
      linalg.yield %2597 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2598 = tensor.empty() : tensor<2x80xf32> loc("add"("examples/gpt.py":114:35))
    %2599 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2585, %2594 : tensor<2x80xf32>, tensor<2x80xf32>) outs(%2598 : tensor<2x80xf32>) {
    ^bb0(%in2600: f32, %in2601: f32, %out2602: f32):
      %2603 = arith.addf %in2600, %in2601 : f32
      linalg.yield %2603 : f32
    } -> tensor<2x80xf32> loc("add"("examples/gpt.py":114:35))
    %2604 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2605 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2606 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<2x20xf32>) outs(%2605 : tensor<2x20xf32>) {
    ^bb0(%in2607: f32, %out2608: f32):
      %2609 = arith.mulf %2604, %in2607 : f32
      linalg.yield %2609 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2610 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2611 = tensor.expand_shape %1967 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2612 = tensor.expand_shape %1383 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2613 = tensor.concat dim(0) %2611, %2612 : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<2x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2614 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2615 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2613 : tensor<2x20xf32>) outs(%2614 : tensor<2x20xf32>) {
    ^bb0(%in2616: f32, %out2617: f32):
      %2618 = arith.mulf %2610, %in2616 : f32
      linalg.yield %2618 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2619 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2620 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2606, %2615 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2619 : tensor<2x20xf32>) {
    ^bb0(%in2621: f32, %in2622: f32, %out2623: f32):
      %2624 = arith.addf %in2621, %in2622 : f32
      linalg.yield %2624 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2625 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2626 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2627 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2x20xf32>) outs(%2626 : tensor<2x20xf32>) {
    ^bb0(%in2628: f32, %out2629: f32):
      %2630 = arith.mulf %2625, %in2628 : f32
      linalg.yield %2630 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2631 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2632 = tensor.expand_shape %2397 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2633 = tensor.expand_shape %1813 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2634 = tensor.concat dim(0) %2632, %2633 : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<2x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2635 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2636 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2634 : tensor<2x20xf32>) outs(%2635 : tensor<2x20xf32>) {
    ^bb0(%in2637: f32, %out2638: f32):
      %2639 = arith.mulf %2631, %in2637 : f32
      linalg.yield %2639 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2640 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2641 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2627, %2636 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2640 : tensor<2x20xf32>) {
    ^bb0(%in2642: f32, %in2643: f32, %out2644: f32):
      %2645 = arith.addf %in2642, %in2643 : f32
      linalg.yield %2645 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2646 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2647 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2648 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<2x20xf32>) outs(%2647 : tensor<2x20xf32>) {
    ^bb0(%in2649: f32, %out2650: f32):
      %2651 = arith.mulf %2646, %in2649 : f32
      linalg.yield %2651 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2652 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2653 = tensor.expand_shape %2424 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2654 = tensor.expand_shape %1840 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2655 = tensor.concat dim(0) %2653, %2654 : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<2x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2656 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2657 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2655 : tensor<2x20xf32>) outs(%2656 : tensor<2x20xf32>) {
    ^bb0(%in2658: f32, %out2659: f32):
      %2660 = arith.mulf %2652, %in2658 : f32
      linalg.yield %2660 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2661 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2662 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2648, %2657 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2661 : tensor<2x20xf32>) {
    ^bb0(%in2663: f32, %in2664: f32, %out2665: f32):
      %2666 = arith.addf %in2663, %in2664 : f32
      linalg.yield %2666 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2667 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2668 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2669 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<2x20xf32>) outs(%2668 : tensor<2x20xf32>) {
    ^bb0(%in2670: f32, %out2671: f32):
      %2672 = arith.mulf %2667, %in2670 : f32
      linalg.yield %2672 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2673 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2674 = tensor.expand_shape %2084 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2675 = tensor.expand_shape %1500 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2676 = tensor.concat dim(0) %2674, %2675 : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<2x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2677 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2678 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2676 : tensor<2x20xf32>) outs(%2677 : tensor<2x20xf32>) {
    ^bb0(%in2679: f32, %out2680: f32):
      %2681 = arith.mulf %2673, %in2679 : f32
      linalg.yield %2681 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2682 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2683 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2669, %2678 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2682 : tensor<2x20xf32>) {
    ^bb0(%in2684: f32, %in2685: f32, %out2686: f32):
      %2687 = arith.addf %in2684, %in2685 : f32
      linalg.yield %2687 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2688 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2689 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<2x20xf32>) outs(%2689 : tensor<2x20xf32>) {
    ^bb0(%in2691: f32, %out2692: f32):
      %2693 = arith.mulf %2688, %in2691 : f32
      linalg.yield %2693 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2694 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2695 = tensor.expand_shape %2111 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2696 = tensor.expand_shape %1527 [[0, 1]] output_shape [1, 20] : tensor<20xf32> into tensor<1x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2697 = tensor.concat dim(0) %2695, %2696 : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<2x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2698 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2699 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2697 : tensor<2x20xf32>) outs(%2698 : tensor<2x20xf32>) {
    ^bb0(%in2700: f32, %out2701: f32):
      %2702 = arith.mulf %2694, %in2700 : f32
      linalg.yield %2702 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2703 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2704 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2690, %2699 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2703 : tensor<2x20xf32>) {
    ^bb0(%in2705: f32, %in2706: f32, %out2707: f32):
      %2708 = arith.addf %in2705, %in2706 : f32
      linalg.yield %2708 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":114:35))
    %2709 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2710 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x20x80xf32>) outs(%2710 : tensor<2x20x80xf32>) {
    ^bb0(%in2712: f32, %out2713: f32):
      %2714 = arith.mulf %2709, %in2712 : f32
      linalg.yield %2714 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":114:35))
    %2715 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2716 = tensor.expand_shape %2063 [[0, 1], [2]] output_shape [1, 20, 80] : tensor<20x80xf32> into tensor<1x20x80xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2717 = tensor.expand_shape %1479 [[0, 1], [2]] output_shape [1, 20, 80] : tensor<20x80xf32> into tensor<1x20x80xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2718 = tensor.concat dim(0) %2716, %2717 : (tensor<1x20x80xf32>, tensor<1x20x80xf32>) -> tensor<2x20x80xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2719 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2718 : tensor<2x20x80xf32>) outs(%2719 : tensor<2x20x80xf32>) {
    ^bb0(%in2721: f32, %out2722: f32):
      %2723 = arith.mulf %2715, %in2721 : f32
      linalg.yield %2723 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":114:44))
    %2724 = tensor.empty() : tensor<2x20x80xf32> loc("add"("examples/gpt.py":114:35))
    %2725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2711, %2720 : tensor<2x20x80xf32>, tensor<2x20x80xf32>) outs(%2724 : tensor<2x20x80xf32>) {
    ^bb0(%in2726: f32, %in2727: f32, %out2728: f32):
      %2729 = arith.addf %in2726, %in2727 : f32
      linalg.yield %2729 : f32
    } -> tensor<2x20x80xf32> loc("add"("examples/gpt.py":114:35))
    %2730 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2731 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22 : tensor<2x80x20xf32>) outs(%2731 : tensor<2x80x20xf32>) {
    ^bb0(%in2733: f32, %out2734: f32):
      %2735 = arith.mulf %2730, %in2733 : f32
      linalg.yield %2735 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2736 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2737 = tensor.expand_shape %1981 [[0, 1], [2]] output_shape [1, 80, 20] : tensor<80x20xf32> into tensor<1x80x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2738 = tensor.expand_shape %1397 [[0, 1], [2]] output_shape [1, 80, 20] : tensor<80x20xf32> into tensor<1x80x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2739 = tensor.concat dim(0) %2737, %2738 : (tensor<1x80x20xf32>, tensor<1x80x20xf32>) -> tensor<2x80x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2740 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2739 : tensor<2x80x20xf32>) outs(%2740 : tensor<2x80x20xf32>) {
    ^bb0(%in2742: f32, %out2743: f32):
      %2744 = arith.mulf %2736, %in2742 : f32
      linalg.yield %2744 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2745 = tensor.empty() : tensor<2x80x20xf32> loc("add"("examples/gpt.py":114:35))
    %2746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2732, %2741 : tensor<2x80x20xf32>, tensor<2x80x20xf32>) outs(%2745 : tensor<2x80x20xf32>) {
    ^bb0(%in2747: f32, %in2748: f32, %out2749: f32):
      %2750 = arith.addf %in2747, %in2748 : f32
      linalg.yield %2750 : f32
    } -> tensor<2x80x20xf32> loc("add"("examples/gpt.py":114:35))
    %2751 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2752 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<2x20x20xf32>) outs(%2752 : tensor<2x20x20xf32>) {
    ^bb0(%in2754: f32, %out2755: f32):
      %2756 = arith.mulf %2751, %in2754 : f32
      linalg.yield %2756 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2757 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2758 = tensor.expand_shape %2237 [[0, 1], [2]] output_shape [1, 20, 20] : tensor<20x20xf32> into tensor<1x20x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2759 = tensor.expand_shape %1653 [[0, 1], [2]] output_shape [1, 20, 20] : tensor<20x20xf32> into tensor<1x20x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2760 = tensor.concat dim(0) %2758, %2759 : (tensor<1x20x20xf32>, tensor<1x20x20xf32>) -> tensor<2x20x20xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2761 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2760 : tensor<2x20x20xf32>) outs(%2761 : tensor<2x20x20xf32>) {
    ^bb0(%in2763: f32, %out2764: f32):
      %2765 = arith.mulf %2757, %in2763 : f32
      linalg.yield %2765 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2766 = tensor.empty() : tensor<2x20x20xf32> loc("add"("examples/gpt.py":114:35))
    %2767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2753, %2762 : tensor<2x20x20xf32>, tensor<2x20x20xf32>) outs(%2766 : tensor<2x20x20xf32>) {
    ^bb0(%in2768: f32, %in2769: f32, %out2770: f32):
      %2771 = arith.addf %in2768, %in2769 : f32
      linalg.yield %2771 : f32
    } -> tensor<2x20x20xf32> loc("add"("examples/gpt.py":114:35))
    %2772 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2773 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %2774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24 : tensor<2x20x60xf32>) outs(%2773 : tensor<2x20x60xf32>) {
    ^bb0(%in2775: f32, %out2776: f32):
      %2777 = arith.mulf %2772, %in2775 : f32
      linalg.yield %2777 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":114:35))
    %2778 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2779 = tensor.expand_shape %2376 [[0, 1], [2]] output_shape [1, 20, 60] : tensor<20x60xf32> into tensor<1x20x60xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2780 = tensor.expand_shape %1792 [[0, 1], [2]] output_shape [1, 20, 60] : tensor<20x60xf32> into tensor<1x20x60xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2781 = tensor.concat dim(0) %2779, %2780 : (tensor<1x20x60xf32>, tensor<1x20x60xf32>) -> tensor<2x20x60xf32> loc("transpose(jvp())/scan"("examples/gpt_scan.py":38:11))
    %2782 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %2783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2781 : tensor<2x20x60xf32>) outs(%2782 : tensor<2x20x60xf32>) {
    ^bb0(%in2784: f32, %out2785: f32):
      %2786 = arith.mulf %2778, %in2784 : f32
      linalg.yield %2786 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":114:44))
    %2787 = tensor.empty() : tensor<2x20x60xf32> loc("add"("examples/gpt.py":114:35))
    %2788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2774, %2783 : tensor<2x20x60xf32>, tensor<2x20x60xf32>) outs(%2787 : tensor<2x20x60xf32>) {
    ^bb0(%in2789: f32, %in2790: f32, %out2791: f32):
      %2792 = arith.addf %in2789, %in2790 : f32
      linalg.yield %2792 : f32
    } -> tensor<2x20x60xf32> loc("add"("examples/gpt.py":114:35))
    %2793 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2794 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2795 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg25 : tensor<20xf32>) outs(%2794 : tensor<20xf32>) {
    ^bb0(%in2796: f32, %out2797: f32):
      %2798 = arith.mulf %2793, %in2796 : f32
      linalg.yield %2798 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2799 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2800 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2801 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1235 : tensor<20xf32>) outs(%2800 : tensor<20xf32>) {
    ^bb0(%in2802: f32, %out2803: f32):
      %2804 = arith.mulf %2799, %in2802 : f32
      linalg.yield %2804 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2805 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2806 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2795, %2801 : tensor<20xf32>, tensor<20xf32>) outs(%2805 : tensor<20xf32>) {
    ^bb0(%in2807: f32, %in2808: f32, %out2809: f32):
      %2810 = arith.addf %in2807, %in2808 : f32
      linalg.yield %2810 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2811 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2812 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2813 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg26 : tensor<20xf32>) outs(%2812 : tensor<20xf32>) {
    ^bb0(%in2814: f32, %out2815: f32):
      %2816 = arith.mulf %2811, %in2814 : f32
      linalg.yield %2816 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:35))
    %2817 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2818 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2819 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1262 : tensor<20xf32>) outs(%2818 : tensor<20xf32>) {
    ^bb0(%in2820: f32, %out2821: f32):
      %2822 = arith.mulf %2817, %in2820 : f32
      linalg.yield %2822 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":114:44))
    %2823 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2824 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2813, %2819 : tensor<20xf32>, tensor<20xf32>) outs(%2823 : tensor<20xf32>) {
    ^bb0(%in2825: f32, %in2826: f32, %out2827: f32):
      %2828 = arith.addf %in2825, %in2826 : f32
      linalg.yield %2828 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":114:35))
    %2829 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2830 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2831 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<8x20xf32>) outs(%2830 : tensor<8x20xf32>) {
    ^bb0(%in2832: f32, %out2833: f32):
      %2834 = arith.mulf %2829, %in2832 : f32
      linalg.yield %2834 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2835 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2836 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2837 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2551 : tensor<8x20xf32>) outs(%2836 : tensor<8x20xf32>) {
    ^bb0(%in2838: f32, %out2839: f32):
      %2840 = arith.mulf %2835, %in2838 : f32
      linalg.yield %2840 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2841 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":114:35))
    %2842 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2831, %2837 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%2841 : tensor<8x20xf32>) {
    ^bb0(%in2843: f32, %in2844: f32, %out2845: f32):
      %2846 = arith.addf %in2843, %in2844 : f32
      linalg.yield %2846 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":114:35))
    %2847 = arith.constant 0.8999999761581421 : f32 loc("mul"("examples/gpt.py":114:35))
    %2848 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2849 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<50x20xf32>) outs(%2848 : tensor<50x20xf32>) {
    ^bb0(%in2850: f32, %out2851: f32):
      %2852 = arith.mulf %2847, %in2850 : f32
      linalg.yield %2852 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":114:35))
    %2853 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":114:44))
    %2854 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2855 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2572 : tensor<50x20xf32>) outs(%2854 : tensor<50x20xf32>) {
    ^bb0(%in2856: f32, %out2857: f32):
      %2858 = arith.mulf %2853, %in2856 : f32
      linalg.yield %2858 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":114:44))
    %2859 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":114:35))
    %2860 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2849, %2855 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%2859 : tensor<50x20xf32>) {
    ^bb0(%in2861: f32, %in2862: f32, %out2863: f32):
      %2864 = arith.addf %in2861, %in2862 : f32
      linalg.yield %2864 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":114:35))
    %2865 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %2866 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":115:35))
    %2867 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<2x80xf32>) outs(%2866 : tensor<2x80xf32>) {
    ^bb0(%in2868: f32, %out2869: f32):
      %2870 = arith.mulf %2865, %in2868 : f32
      linalg.yield %2870 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":115:35))
    %2871 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %2872 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":115:44))
    %2873 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2592 : tensor<2x80xf32>) outs(%2872 : tensor<2x80xf32>) {
    ^bb0(%in2874: f32, %out2875: f32):
      %2876 = arith.mulf %2871, %in2874 : f32
      linalg.yield %2876 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":115:44))
    %2877 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":115:44))
    %2878 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2873, %2592 : tensor<2x80xf32>, tensor<2x80xf32>) outs(%2877 : tensor<2x80xf32>) {
    ^bb0(%in2879: f32, %in2880: f32, %out2881: f32):
      %2882 = arith.mulf %in2879, %in2880 : f32
      linalg.yield %2882 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":115:44))
    %2883 = tensor.empty() : tensor<2x80xf32> loc("add"("examples/gpt.py":115:35))
    %2884 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2867, %2878 : tensor<2x80xf32>, tensor<2x80xf32>) outs(%2883 : tensor<2x80xf32>) {
    ^bb0(%in2885: f32, %in2886: f32, %out2887: f32):
      %2888 = arith.addf %in2885, %in2886 : f32
      linalg.yield %2888 : f32
    } -> tensor<2x80xf32> loc("add"("examples/gpt.py":115:35))
    %2889 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %2890 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2891 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<2x20xf32>) outs(%2890 : tensor<2x20xf32>) {
    ^bb0(%in2892: f32, %out2893: f32):
      %2894 = arith.mulf %2889, %in2892 : f32
      linalg.yield %2894 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2895 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %2896 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2897 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2613 : tensor<2x20xf32>) outs(%2896 : tensor<2x20xf32>) {
    ^bb0(%in2898: f32, %out2899: f32):
      %2900 = arith.mulf %2895, %in2898 : f32
      linalg.yield %2900 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2901 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2902 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2897, %2613 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2901 : tensor<2x20xf32>) {
    ^bb0(%in2903: f32, %in2904: f32, %out2905: f32):
      %2906 = arith.mulf %in2903, %in2904 : f32
      linalg.yield %2906 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2907 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2908 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2891, %2902 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2907 : tensor<2x20xf32>) {
    ^bb0(%in2909: f32, %in2910: f32, %out2911: f32):
      %2912 = arith.addf %in2909, %in2910 : f32
      linalg.yield %2912 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2913 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %2914 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2915 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<2x20xf32>) outs(%2914 : tensor<2x20xf32>) {
    ^bb0(%in2916: f32, %out2917: f32):
      %2918 = arith.mulf %2913, %in2916 : f32
      linalg.yield %2918 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2919 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %2920 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2921 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2634 : tensor<2x20xf32>) outs(%2920 : tensor<2x20xf32>) {
    ^bb0(%in2922: f32, %out2923: f32):
      %2924 = arith.mulf %2919, %in2922 : f32
      linalg.yield %2924 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2925 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2926 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2921, %2634 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2925 : tensor<2x20xf32>) {
    ^bb0(%in2927: f32, %in2928: f32, %out2929: f32):
      %2930 = arith.mulf %in2927, %in2928 : f32
      linalg.yield %2930 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2931 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2932 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2915, %2926 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2931 : tensor<2x20xf32>) {
    ^bb0(%in2933: f32, %in2934: f32, %out2935: f32):
      %2936 = arith.addf %in2933, %in2934 : f32
      linalg.yield %2936 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2937 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %2938 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2939 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<2x20xf32>) outs(%2938 : tensor<2x20xf32>) {
    ^bb0(%in2940: f32, %out2941: f32):
      %2942 = arith.mulf %2937, %in2940 : f32
      linalg.yield %2942 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2943 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %2944 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2945 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2655 : tensor<2x20xf32>) outs(%2944 : tensor<2x20xf32>) {
    ^bb0(%in2946: f32, %out2947: f32):
      %2948 = arith.mulf %2943, %in2946 : f32
      linalg.yield %2948 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2949 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2950 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2945, %2655 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2949 : tensor<2x20xf32>) {
    ^bb0(%in2951: f32, %in2952: f32, %out2953: f32):
      %2954 = arith.mulf %in2951, %in2952 : f32
      linalg.yield %2954 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2955 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2956 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2939, %2950 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2955 : tensor<2x20xf32>) {
    ^bb0(%in2957: f32, %in2958: f32, %out2959: f32):
      %2960 = arith.addf %in2957, %in2958 : f32
      linalg.yield %2960 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2961 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %2962 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2963 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<2x20xf32>) outs(%2962 : tensor<2x20xf32>) {
    ^bb0(%in2964: f32, %out2965: f32):
      %2966 = arith.mulf %2961, %in2964 : f32
      linalg.yield %2966 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2967 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %2968 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2969 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2676 : tensor<2x20xf32>) outs(%2968 : tensor<2x20xf32>) {
    ^bb0(%in2970: f32, %out2971: f32):
      %2972 = arith.mulf %2967, %in2970 : f32
      linalg.yield %2972 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2973 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2974 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2969, %2676 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2973 : tensor<2x20xf32>) {
    ^bb0(%in2975: f32, %in2976: f32, %out2977: f32):
      %2978 = arith.mulf %in2975, %in2976 : f32
      linalg.yield %2978 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2979 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2980 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2963, %2974 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2979 : tensor<2x20xf32>) {
    ^bb0(%in2981: f32, %in2982: f32, %out2983: f32):
      %2984 = arith.addf %in2981, %in2982 : f32
      linalg.yield %2984 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %2985 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %2986 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2987 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<2x20xf32>) outs(%2986 : tensor<2x20xf32>) {
    ^bb0(%in2988: f32, %out2989: f32):
      %2990 = arith.mulf %2985, %in2988 : f32
      linalg.yield %2990 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:35))
    %2991 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %2992 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2993 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2697 : tensor<2x20xf32>) outs(%2992 : tensor<2x20xf32>) {
    ^bb0(%in2994: f32, %out2995: f32):
      %2996 = arith.mulf %2991, %in2994 : f32
      linalg.yield %2996 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2997 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %2998 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2993, %2697 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%2997 : tensor<2x20xf32>) {
    ^bb0(%in2999: f32, %in3000: f32, %out3001: f32):
      %3002 = arith.mulf %in2999, %in3000 : f32
      linalg.yield %3002 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3003 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %3004 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2987, %2998 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3003 : tensor<2x20xf32>) {
    ^bb0(%in3005: f32, %in3006: f32, %out3007: f32):
      %3008 = arith.addf %in3005, %in3006 : f32
      linalg.yield %3008 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":115:35))
    %3009 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3010 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3011 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<2x20x80xf32>) outs(%3010 : tensor<2x20x80xf32>) {
    ^bb0(%in3012: f32, %out3013: f32):
      %3014 = arith.mulf %3009, %in3012 : f32
      linalg.yield %3014 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":115:35))
    %3015 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3016 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2718 : tensor<2x20x80xf32>) outs(%3016 : tensor<2x20x80xf32>) {
    ^bb0(%in3018: f32, %out3019: f32):
      %3020 = arith.mulf %3015, %in3018 : f32
      linalg.yield %3020 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3021 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3017, %2718 : tensor<2x20x80xf32>, tensor<2x20x80xf32>) outs(%3021 : tensor<2x20x80xf32>) {
    ^bb0(%in3023: f32, %in3024: f32, %out3025: f32):
      %3026 = arith.mulf %in3023, %in3024 : f32
      linalg.yield %3026 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":115:44))
    %3027 = tensor.empty() : tensor<2x20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3011, %3022 : tensor<2x20x80xf32>, tensor<2x20x80xf32>) outs(%3027 : tensor<2x20x80xf32>) {
    ^bb0(%in3029: f32, %in3030: f32, %out3031: f32):
      %3032 = arith.addf %in3029, %in3030 : f32
      linalg.yield %3032 : f32
    } -> tensor<2x20x80xf32> loc("add"("examples/gpt.py":115:35))
    %3033 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3034 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3035 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36 : tensor<2x80x20xf32>) outs(%3034 : tensor<2x80x20xf32>) {
    ^bb0(%in3036: f32, %out3037: f32):
      %3038 = arith.mulf %3033, %in3036 : f32
      linalg.yield %3038 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3039 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3040 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3041 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2739 : tensor<2x80x20xf32>) outs(%3040 : tensor<2x80x20xf32>) {
    ^bb0(%in3042: f32, %out3043: f32):
      %3044 = arith.mulf %3039, %in3042 : f32
      linalg.yield %3044 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3045 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3046 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3041, %2739 : tensor<2x80x20xf32>, tensor<2x80x20xf32>) outs(%3045 : tensor<2x80x20xf32>) {
    ^bb0(%in3047: f32, %in3048: f32, %out3049: f32):
      %3050 = arith.mulf %in3047, %in3048 : f32
      linalg.yield %3050 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3051 = tensor.empty() : tensor<2x80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3035, %3046 : tensor<2x80x20xf32>, tensor<2x80x20xf32>) outs(%3051 : tensor<2x80x20xf32>) {
    ^bb0(%in3053: f32, %in3054: f32, %out3055: f32):
      %3056 = arith.addf %in3053, %in3054 : f32
      linalg.yield %3056 : f32
    } -> tensor<2x80x20xf32> loc("add"("examples/gpt.py":115:35))
    %3057 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3058 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3059 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37 : tensor<2x20x20xf32>) outs(%3058 : tensor<2x20x20xf32>) {
    ^bb0(%in3060: f32, %out3061: f32):
      %3062 = arith.mulf %3057, %in3060 : f32
      linalg.yield %3062 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3063 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3064 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3065 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2760 : tensor<2x20x20xf32>) outs(%3064 : tensor<2x20x20xf32>) {
    ^bb0(%in3066: f32, %out3067: f32):
      %3068 = arith.mulf %3063, %in3066 : f32
      linalg.yield %3068 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3069 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3065, %2760 : tensor<2x20x20xf32>, tensor<2x20x20xf32>) outs(%3069 : tensor<2x20x20xf32>) {
    ^bb0(%in3071: f32, %in3072: f32, %out3073: f32):
      %3074 = arith.mulf %in3071, %in3072 : f32
      linalg.yield %3074 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3075 = tensor.empty() : tensor<2x20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3076 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3059, %3070 : tensor<2x20x20xf32>, tensor<2x20x20xf32>) outs(%3075 : tensor<2x20x20xf32>) {
    ^bb0(%in3077: f32, %in3078: f32, %out3079: f32):
      %3080 = arith.addf %in3077, %in3078 : f32
      linalg.yield %3080 : f32
    } -> tensor<2x20x20xf32> loc("add"("examples/gpt.py":115:35))
    %3081 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3082 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38 : tensor<2x20x60xf32>) outs(%3082 : tensor<2x20x60xf32>) {
    ^bb0(%in3084: f32, %out3085: f32):
      %3086 = arith.mulf %3081, %in3084 : f32
      linalg.yield %3086 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":115:35))
    %3087 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3088 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2781 : tensor<2x20x60xf32>) outs(%3088 : tensor<2x20x60xf32>) {
    ^bb0(%in3090: f32, %out3091: f32):
      %3092 = arith.mulf %3087, %in3090 : f32
      linalg.yield %3092 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3093 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3089, %2781 : tensor<2x20x60xf32>, tensor<2x20x60xf32>) outs(%3093 : tensor<2x20x60xf32>) {
    ^bb0(%in3095: f32, %in3096: f32, %out3097: f32):
      %3098 = arith.mulf %in3095, %in3096 : f32
      linalg.yield %3098 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":115:44))
    %3099 = tensor.empty() : tensor<2x20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3083, %3094 : tensor<2x20x60xf32>, tensor<2x20x60xf32>) outs(%3099 : tensor<2x20x60xf32>) {
    ^bb0(%in3101: f32, %in3102: f32, %out3103: f32):
      %3104 = arith.addf %in3101, %in3102 : f32
      linalg.yield %3104 : f32
    } -> tensor<2x20x60xf32> loc("add"("examples/gpt.py":115:35))
    %3105 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3106 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3107 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg39 : tensor<20xf32>) outs(%3106 : tensor<20xf32>) {
    ^bb0(%in3108: f32, %out3109: f32):
      %3110 = arith.mulf %3105, %in3108 : f32
      linalg.yield %3110 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3111 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3112 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3113 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1235 : tensor<20xf32>) outs(%3112 : tensor<20xf32>) {
    ^bb0(%in3114: f32, %out3115: f32):
      %3116 = arith.mulf %3111, %in3114 : f32
      linalg.yield %3116 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3117 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3118 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3113, %1235 : tensor<20xf32>, tensor<20xf32>) outs(%3117 : tensor<20xf32>) {
    ^bb0(%in3119: f32, %in3120: f32, %out3121: f32):
      %3122 = arith.mulf %in3119, %in3120 : f32
      linalg.yield %3122 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3123 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3124 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3107, %3118 : tensor<20xf32>, tensor<20xf32>) outs(%3123 : tensor<20xf32>) {
    ^bb0(%in3125: f32, %in3126: f32, %out3127: f32):
      %3128 = arith.addf %in3125, %in3126 : f32
      linalg.yield %3128 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3129 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3130 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3131 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg40 : tensor<20xf32>) outs(%3130 : tensor<20xf32>) {
    ^bb0(%in3132: f32, %out3133: f32):
      %3134 = arith.mulf %3129, %in3132 : f32
      linalg.yield %3134 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:35))
    %3135 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3136 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3137 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1262 : tensor<20xf32>) outs(%3136 : tensor<20xf32>) {
    ^bb0(%in3138: f32, %out3139: f32):
      %3140 = arith.mulf %3135, %in3138 : f32
      linalg.yield %3140 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3141 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3142 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3137, %1262 : tensor<20xf32>, tensor<20xf32>) outs(%3141 : tensor<20xf32>) {
    ^bb0(%in3143: f32, %in3144: f32, %out3145: f32):
      %3146 = arith.mulf %in3143, %in3144 : f32
      linalg.yield %3146 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":115:44))
    %3147 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3148 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3131, %3142 : tensor<20xf32>, tensor<20xf32>) outs(%3147 : tensor<20xf32>) {
    ^bb0(%in3149: f32, %in3150: f32, %out3151: f32):
      %3152 = arith.addf %in3149, %in3150 : f32
      linalg.yield %3152 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":115:35))
    %3153 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3154 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3155 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<8x20xf32>) outs(%3154 : tensor<8x20xf32>) {
    ^bb0(%in3156: f32, %out3157: f32):
      %3158 = arith.mulf %3153, %in3156 : f32
      linalg.yield %3158 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3159 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3160 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2551 : tensor<8x20xf32>) outs(%3160 : tensor<8x20xf32>) {
    ^bb0(%in3162: f32, %out3163: f32):
      %3164 = arith.mulf %3159, %in3162 : f32
      linalg.yield %3164 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3165 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3166 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3161, %2551 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3165 : tensor<8x20xf32>) {
    ^bb0(%in3167: f32, %in3168: f32, %out3169: f32):
      %3170 = arith.mulf %in3167, %in3168 : f32
      linalg.yield %3170 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3171 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":115:35))
    %3172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3155, %3166 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3171 : tensor<8x20xf32>) {
    ^bb0(%in3173: f32, %in3174: f32, %out3175: f32):
      %3176 = arith.addf %in3173, %in3174 : f32
      linalg.yield %3176 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":115:35))
    %3177 = arith.constant 0.949999988079071 : f32 loc("mul"("examples/gpt.py":115:35))
    %3178 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3179 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<50x20xf32>) outs(%3178 : tensor<50x20xf32>) {
    ^bb0(%in3180: f32, %out3181: f32):
      %3182 = arith.mulf %3177, %in3180 : f32
      linalg.yield %3182 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:35))
    %3183 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/gpt.py":115:44))
    %3184 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3185 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2572 : tensor<50x20xf32>) outs(%3184 : tensor<50x20xf32>) {
    ^bb0(%in3186: f32, %out3187: f32):
      %3188 = arith.mulf %3183, %in3186 : f32
      linalg.yield %3188 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3189 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3185, %2572 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3189 : tensor<50x20xf32>) {
    ^bb0(%in3191: f32, %in3192: f32, %out3193: f32):
      %3194 = arith.mulf %in3191, %in3192 : f32
      linalg.yield %3194 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":115:44))
    %3195 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":115:35))
    %3196 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3179, %3190 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3195 : tensor<50x20xf32>) {
    ^bb0(%in3197: f32, %in3198: f32, %out3199: f32):
      %3200 = arith.addf %in3197, %in3198 : f32
      linalg.yield %3200 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":115:35))
    %3201 = arith.constant 0.8999999761581421 : f32 loc("pow"("examples/gpt.py":116:24))
    %3202 = tensor.empty() : tensor<f32> loc("pow"("examples/gpt.py":116:24))
    %3203 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2579 : tensor<f32>) outs(%3202 : tensor<f32>) {
    ^bb0(%in3204: f32, %out3205: f32):
      %3206 = math.powf %3201, %in3204 : f32
      linalg.yield %3206 : f32
    } -> tensor<f32> loc("pow"("examples/gpt.py":116:24))
    %3207 = arith.constant 1.0 : f32 loc("sub"("examples/gpt.py":116:20))
    %3208 = tensor.empty() : tensor<f32> loc("sub"("examples/gpt.py":116:20))
    %3209 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3203 : tensor<f32>) outs(%3208 : tensor<f32>) {
    ^bb0(%in3210: f32, %out3211: f32):
      %3212 = arith.subf %3207, %in3210 : f32
      linalg.yield %3212 : f32
    } -> tensor<f32> loc("sub"("examples/gpt.py":116:20))
    %3213 = arith.constant 1.0 : f32 loc("div"("examples/gpt.py":116:15))
    %3214 = tensor.empty() : tensor<f32> loc("div"("examples/gpt.py":116:15))
    %3215 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3209 : tensor<f32>) outs(%3214 : tensor<f32>) {
    ^bb0(%in3216: f32, %out3217: f32):
      %3218 = arith.divf %3213, %in3216 : f32
      linalg.yield %3218 : f32
    } -> tensor<f32> loc("div"("examples/gpt.py":116:15))
    %3219 = arith.constant 0.949999988079071 : f32 loc("pow"("examples/gpt.py":117:24))
    %3220 = tensor.empty() : tensor<f32> loc("pow"("examples/gpt.py":117:24))
    %3221 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2579 : tensor<f32>) outs(%3220 : tensor<f32>) {
    ^bb0(%in3222: f32, %out3223: f32):
      %3224 = math.powf %3219, %in3222 : f32
      linalg.yield %3224 : f32
    } -> tensor<f32> loc("pow"("examples/gpt.py":117:24))
    %3225 = arith.constant 1.0 : f32 loc("sub"("examples/gpt.py":117:20))
    %3226 = tensor.empty() : tensor<f32> loc("sub"("examples/gpt.py":117:20))
    %3227 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3221 : tensor<f32>) outs(%3226 : tensor<f32>) {
    ^bb0(%in3228: f32, %out3229: f32):
      %3230 = arith.subf %3225, %in3228 : f32
      linalg.yield %3230 : f32
    } -> tensor<f32> loc("sub"("examples/gpt.py":117:20))
    %3231 = arith.constant 1.0 : f32 loc("div"("examples/gpt.py":117:15))
    %3232 = tensor.empty() : tensor<f32> loc("div"("examples/gpt.py":117:15))
    %3233 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%3227 : tensor<f32>) outs(%3232 : tensor<f32>) {
    ^bb0(%in3234: f32, %out3235: f32):
      %3236 = arith.divf %3231, %in3234 : f32
      linalg.yield %3236 : f32
    } -> tensor<f32> loc("div"("examples/gpt.py":117:15))
    %3237 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":120:26))
    %3238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2599, %3215 : tensor<2x80xf32>, tensor<f32>) outs(%3237 : tensor<2x80xf32>) {
    ^bb0(%in3239: f32, %in3240: f32, %out3241: f32):
      %3242 = arith.mulf %in3239, %in3240 : f32
      linalg.yield %3242 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":120:26))
    %3243 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":120:52))
    %3244 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2884, %3233 : tensor<2x80xf32>, tensor<f32>) outs(%3243 : tensor<2x80xf32>) {
    ^bb0(%in3245: f32, %in3246: f32, %out3247: f32):
      %3248 = arith.mulf %in3245, %in3246 : f32
      linalg.yield %3248 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":120:52))
    %3249 = tensor.empty() : tensor<2x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3244 : tensor<2x80xf32>) outs(%3249 : tensor<2x80xf32>) {
    ^bb0(%in3251: f32, %out3252: f32):
      %3253 = math.sqrt %in3251 : f32
      linalg.yield %3253 : f32
    } -> tensor<2x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3254 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3255 = tensor.empty() : tensor<2x80xf32> loc("add"("examples/gpt.py":120:43))
    %3256 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3250 : tensor<2x80xf32>) outs(%3255 : tensor<2x80xf32>) {
    ^bb0(%in3257: f32, %out3258: f32):
      %3259 = arith.addf %in3257, %3254 : f32
      linalg.yield %3259 : f32
    } -> tensor<2x80xf32> loc("add"("examples/gpt.py":120:43))
    %3260 = tensor.empty() : tensor<2x80xf32> loc("div"("examples/gpt.py":120:25))
    %3261 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3238, %3256 : tensor<2x80xf32>, tensor<2x80xf32>) outs(%3260 : tensor<2x80xf32>) {
    ^bb0(%in3262: f32, %in3263: f32, %out3264: f32):
      %3265 = arith.divf %in3262, %in3263 : f32
      linalg.yield %3265 : f32
    } -> tensor<2x80xf32> loc("div"("examples/gpt.py":120:25))
    %3266 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3267 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":120:75))
    %3268 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x80xf32>) outs(%3267 : tensor<2x80xf32>) {
    ^bb0(%in3269: f32, %out3270: f32):
      %3271 = arith.mulf %3266, %in3269 : f32
      linalg.yield %3271 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":120:75))
    %3272 = tensor.empty() : tensor<2x80xf32> loc("add"("examples/gpt.py":120:25))
    %3273 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3261, %3268 : tensor<2x80xf32>, tensor<2x80xf32>) outs(%3272 : tensor<2x80xf32>) {
    ^bb0(%in3274: f32, %in3275: f32, %out3276: f32):
      %3277 = arith.addf %in3274, %in3275 : f32
      linalg.yield %3277 : f32
    } -> tensor<2x80xf32> loc("add"("examples/gpt.py":120:25))
    %3278 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3279 = tensor.empty() : tensor<2x80xf32> loc("mul"("examples/gpt.py":120:19))
    %3280 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3273 : tensor<2x80xf32>) outs(%3279 : tensor<2x80xf32>) {
    ^bb0(%in3281: f32, %out3282: f32):
      %3283 = arith.mulf %3278, %in3281 : f32
      linalg.yield %3283 : f32
    } -> tensor<2x80xf32> loc("mul"("examples/gpt.py":120:19))
    %3284 = tensor.empty() : tensor<2x80xf32> loc("sub"("examples/gpt.py":120:15))
    %3285 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3280 : tensor<2x80xf32>, tensor<2x80xf32>) outs(%3284 : tensor<2x80xf32>) {
    ^bb0(%in3286: f32, %in3287: f32, %out3288: f32):
      %3289 = arith.subf %in3286, %in3287 : f32
      linalg.yield %3289 : f32
    } -> tensor<2x80xf32> loc("sub"("examples/gpt.py":120:15))
    %3290 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2620, %3215 : tensor<2x20xf32>, tensor<f32>) outs(%3290 : tensor<2x20xf32>) {
    ^bb0(%in3292: f32, %in3293: f32, %out3294: f32):
      %3295 = arith.mulf %in3292, %in3293 : f32
      linalg.yield %3295 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3296 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3297 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2908, %3233 : tensor<2x20xf32>, tensor<f32>) outs(%3296 : tensor<2x20xf32>) {
    ^bb0(%in3298: f32, %in3299: f32, %out3300: f32):
      %3301 = arith.mulf %in3298, %in3299 : f32
      linalg.yield %3301 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3302 = tensor.empty() : tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3303 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3297 : tensor<2x20xf32>) outs(%3302 : tensor<2x20xf32>) {
    ^bb0(%in3304: f32, %out3305: f32):
      %3306 = math.sqrt %in3304 : f32
      linalg.yield %3306 : f32
    } -> tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3307 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3308 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3303 : tensor<2x20xf32>) outs(%3308 : tensor<2x20xf32>) {
    ^bb0(%in3310: f32, %out3311: f32):
      %3312 = arith.addf %in3310, %3307 : f32
      linalg.yield %3312 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3313 = tensor.empty() : tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3314 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3291, %3309 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3313 : tensor<2x20xf32>) {
    ^bb0(%in3315: f32, %in3316: f32, %out3317: f32):
      %3318 = arith.divf %in3315, %in3316 : f32
      linalg.yield %3318 : f32
    } -> tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3319 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3320 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3321 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x20xf32>) outs(%3320 : tensor<2x20xf32>) {
    ^bb0(%in3322: f32, %out3323: f32):
      %3324 = arith.mulf %3319, %in3322 : f32
      linalg.yield %3324 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3325 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3326 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3314, %3321 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3325 : tensor<2x20xf32>) {
    ^bb0(%in3327: f32, %in3328: f32, %out3329: f32):
      %3330 = arith.addf %in3327, %in3328 : f32
      linalg.yield %3330 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3331 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3332 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3333 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3326 : tensor<2x20xf32>) outs(%3332 : tensor<2x20xf32>) {
    ^bb0(%in3334: f32, %out3335: f32):
      %3336 = arith.mulf %3331, %in3334 : f32
      linalg.yield %3336 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3337 = tensor.empty() : tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1, %3333 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3337 : tensor<2x20xf32>) {
    ^bb0(%in3339: f32, %in3340: f32, %out3341: f32):
      %3342 = arith.subf %in3339, %in3340 : f32
      linalg.yield %3342 : f32
    } -> tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3343 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3344 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2641, %3215 : tensor<2x20xf32>, tensor<f32>) outs(%3343 : tensor<2x20xf32>) {
    ^bb0(%in3345: f32, %in3346: f32, %out3347: f32):
      %3348 = arith.mulf %in3345, %in3346 : f32
      linalg.yield %3348 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3349 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2932, %3233 : tensor<2x20xf32>, tensor<f32>) outs(%3349 : tensor<2x20xf32>) {
    ^bb0(%in3351: f32, %in3352: f32, %out3353: f32):
      %3354 = arith.mulf %in3351, %in3352 : f32
      linalg.yield %3354 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3355 = tensor.empty() : tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3356 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3350 : tensor<2x20xf32>) outs(%3355 : tensor<2x20xf32>) {
    ^bb0(%in3357: f32, %out3358: f32):
      %3359 = math.sqrt %in3357 : f32
      linalg.yield %3359 : f32
    } -> tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3360 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3361 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3362 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3356 : tensor<2x20xf32>) outs(%3361 : tensor<2x20xf32>) {
    ^bb0(%in3363: f32, %out3364: f32):
      %3365 = arith.addf %in3363, %3360 : f32
      linalg.yield %3365 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3366 = tensor.empty() : tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3367 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3344, %3362 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3366 : tensor<2x20xf32>) {
    ^bb0(%in3368: f32, %in3369: f32, %out3370: f32):
      %3371 = arith.divf %in3368, %in3369 : f32
      linalg.yield %3371 : f32
    } -> tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3372 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3373 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3374 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x20xf32>) outs(%3373 : tensor<2x20xf32>) {
    ^bb0(%in3375: f32, %out3376: f32):
      %3377 = arith.mulf %3372, %in3375 : f32
      linalg.yield %3377 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3378 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3379 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3367, %3374 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3378 : tensor<2x20xf32>) {
    ^bb0(%in3380: f32, %in3381: f32, %out3382: f32):
      %3383 = arith.addf %in3380, %in3381 : f32
      linalg.yield %3383 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3384 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3385 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3386 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3379 : tensor<2x20xf32>) outs(%3385 : tensor<2x20xf32>) {
    ^bb0(%in3387: f32, %out3388: f32):
      %3389 = arith.mulf %3384, %in3387 : f32
      linalg.yield %3389 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3390 = tensor.empty() : tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3391 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %3386 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3390 : tensor<2x20xf32>) {
    ^bb0(%in3392: f32, %in3393: f32, %out3394: f32):
      %3395 = arith.subf %in3392, %in3393 : f32
      linalg.yield %3395 : f32
    } -> tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3396 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2662, %3215 : tensor<2x20xf32>, tensor<f32>) outs(%3396 : tensor<2x20xf32>) {
    ^bb0(%in3398: f32, %in3399: f32, %out3400: f32):
      %3401 = arith.mulf %in3398, %in3399 : f32
      linalg.yield %3401 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3402 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3403 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2956, %3233 : tensor<2x20xf32>, tensor<f32>) outs(%3402 : tensor<2x20xf32>) {
    ^bb0(%in3404: f32, %in3405: f32, %out3406: f32):
      %3407 = arith.mulf %in3404, %in3405 : f32
      linalg.yield %3407 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3408 = tensor.empty() : tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3409 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3403 : tensor<2x20xf32>) outs(%3408 : tensor<2x20xf32>) {
    ^bb0(%in3410: f32, %out3411: f32):
      %3412 = math.sqrt %in3410 : f32
      linalg.yield %3412 : f32
    } -> tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3413 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3414 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3415 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3409 : tensor<2x20xf32>) outs(%3414 : tensor<2x20xf32>) {
    ^bb0(%in3416: f32, %out3417: f32):
      %3418 = arith.addf %in3416, %3413 : f32
      linalg.yield %3418 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3419 = tensor.empty() : tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3420 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3397, %3415 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3419 : tensor<2x20xf32>) {
    ^bb0(%in3421: f32, %in3422: f32, %out3423: f32):
      %3424 = arith.divf %in3421, %in3422 : f32
      linalg.yield %3424 : f32
    } -> tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3425 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3426 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3427 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<2x20xf32>) outs(%3426 : tensor<2x20xf32>) {
    ^bb0(%in3428: f32, %out3429: f32):
      %3430 = arith.mulf %3425, %in3428 : f32
      linalg.yield %3430 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3431 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3432 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3420, %3427 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3431 : tensor<2x20xf32>) {
    ^bb0(%in3433: f32, %in3434: f32, %out3435: f32):
      %3436 = arith.addf %in3433, %in3434 : f32
      linalg.yield %3436 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3437 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3438 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3439 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3432 : tensor<2x20xf32>) outs(%3438 : tensor<2x20xf32>) {
    ^bb0(%in3440: f32, %out3441: f32):
      %3442 = arith.mulf %3437, %in3440 : f32
      linalg.yield %3442 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3443 = tensor.empty() : tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3444 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %3439 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3443 : tensor<2x20xf32>) {
    ^bb0(%in3445: f32, %in3446: f32, %out3447: f32):
      %3448 = arith.subf %in3445, %in3446 : f32
      linalg.yield %3448 : f32
    } -> tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3449 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3450 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2683, %3215 : tensor<2x20xf32>, tensor<f32>) outs(%3449 : tensor<2x20xf32>) {
    ^bb0(%in3451: f32, %in3452: f32, %out3453: f32):
      %3454 = arith.mulf %in3451, %in3452 : f32
      linalg.yield %3454 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3455 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3456 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2980, %3233 : tensor<2x20xf32>, tensor<f32>) outs(%3455 : tensor<2x20xf32>) {
    ^bb0(%in3457: f32, %in3458: f32, %out3459: f32):
      %3460 = arith.mulf %in3457, %in3458 : f32
      linalg.yield %3460 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3461 = tensor.empty() : tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3462 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3456 : tensor<2x20xf32>) outs(%3461 : tensor<2x20xf32>) {
    ^bb0(%in3463: f32, %out3464: f32):
      %3465 = math.sqrt %in3463 : f32
      linalg.yield %3465 : f32
    } -> tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3466 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3467 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3468 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3462 : tensor<2x20xf32>) outs(%3467 : tensor<2x20xf32>) {
    ^bb0(%in3469: f32, %out3470: f32):
      %3471 = arith.addf %in3469, %3466 : f32
      linalg.yield %3471 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3472 = tensor.empty() : tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3473 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3450, %3468 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3472 : tensor<2x20xf32>) {
    ^bb0(%in3474: f32, %in3475: f32, %out3476: f32):
      %3477 = arith.divf %in3474, %in3475 : f32
      linalg.yield %3477 : f32
    } -> tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3478 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3479 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3480 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<2x20xf32>) outs(%3479 : tensor<2x20xf32>) {
    ^bb0(%in3481: f32, %out3482: f32):
      %3483 = arith.mulf %3478, %in3481 : f32
      linalg.yield %3483 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3484 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3485 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3473, %3480 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3484 : tensor<2x20xf32>) {
    ^bb0(%in3486: f32, %in3487: f32, %out3488: f32):
      %3489 = arith.addf %in3486, %in3487 : f32
      linalg.yield %3489 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3490 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3491 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3492 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3485 : tensor<2x20xf32>) outs(%3491 : tensor<2x20xf32>) {
    ^bb0(%in3493: f32, %out3494: f32):
      %3495 = arith.mulf %3490, %in3493 : f32
      linalg.yield %3495 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3496 = tensor.empty() : tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3497 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %3492 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3496 : tensor<2x20xf32>) {
    ^bb0(%in3498: f32, %in3499: f32, %out3500: f32):
      %3501 = arith.subf %in3498, %in3499 : f32
      linalg.yield %3501 : f32
    } -> tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3502 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3503 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2704, %3215 : tensor<2x20xf32>, tensor<f32>) outs(%3502 : tensor<2x20xf32>) {
    ^bb0(%in3504: f32, %in3505: f32, %out3506: f32):
      %3507 = arith.mulf %in3504, %in3505 : f32
      linalg.yield %3507 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3508 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3509 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3004, %3233 : tensor<2x20xf32>, tensor<f32>) outs(%3508 : tensor<2x20xf32>) {
    ^bb0(%in3510: f32, %in3511: f32, %out3512: f32):
      %3513 = arith.mulf %in3510, %in3511 : f32
      linalg.yield %3513 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3514 = tensor.empty() : tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3509 : tensor<2x20xf32>) outs(%3514 : tensor<2x20xf32>) {
    ^bb0(%in3516: f32, %out3517: f32):
      %3518 = math.sqrt %in3516 : f32
      linalg.yield %3518 : f32
    } -> tensor<2x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3519 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3520 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3521 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3515 : tensor<2x20xf32>) outs(%3520 : tensor<2x20xf32>) {
    ^bb0(%in3522: f32, %out3523: f32):
      %3524 = arith.addf %in3522, %3519 : f32
      linalg.yield %3524 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:43))
    %3525 = tensor.empty() : tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3526 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3503, %3521 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3525 : tensor<2x20xf32>) {
    ^bb0(%in3527: f32, %in3528: f32, %out3529: f32):
      %3530 = arith.divf %in3527, %in3528 : f32
      linalg.yield %3530 : f32
    } -> tensor<2x20xf32> loc("div"("examples/gpt.py":120:25))
    %3531 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3532 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3533 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<2x20xf32>) outs(%3532 : tensor<2x20xf32>) {
    ^bb0(%in3534: f32, %out3535: f32):
      %3536 = arith.mulf %3531, %in3534 : f32
      linalg.yield %3536 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3537 = tensor.empty() : tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3538 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3526, %3533 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3537 : tensor<2x20xf32>) {
    ^bb0(%in3539: f32, %in3540: f32, %out3541: f32):
      %3542 = arith.addf %in3539, %in3540 : f32
      linalg.yield %3542 : f32
    } -> tensor<2x20xf32> loc("add"("examples/gpt.py":120:25))
    %3543 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3544 = tensor.empty() : tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3545 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3538 : tensor<2x20xf32>) outs(%3544 : tensor<2x20xf32>) {
    ^bb0(%in3546: f32, %out3547: f32):
      %3548 = arith.mulf %3543, %in3546 : f32
      linalg.yield %3548 : f32
    } -> tensor<2x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3549 = tensor.empty() : tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3550 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %3545 : tensor<2x20xf32>, tensor<2x20xf32>) outs(%3549 : tensor<2x20xf32>) {
    ^bb0(%in3551: f32, %in3552: f32, %out3553: f32):
      %3554 = arith.subf %in3551, %in3552 : f32
      linalg.yield %3554 : f32
    } -> tensor<2x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3555 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %3556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2725, %3215 : tensor<2x20x80xf32>, tensor<f32>) outs(%3555 : tensor<2x20x80xf32>) {
    ^bb0(%in3557: f32, %in3558: f32, %out3559: f32):
      %3560 = arith.mulf %in3557, %in3558 : f32
      linalg.yield %3560 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:26))
    %3561 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %3562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3028, %3233 : tensor<2x20x80xf32>, tensor<f32>) outs(%3561 : tensor<2x20x80xf32>) {
    ^bb0(%in3563: f32, %in3564: f32, %out3565: f32):
      %3566 = arith.mulf %in3563, %in3564 : f32
      linalg.yield %3566 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:52))
    %3567 = tensor.empty() : tensor<2x20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3562 : tensor<2x20x80xf32>) outs(%3567 : tensor<2x20x80xf32>) {
    ^bb0(%in3569: f32, %out3570: f32):
      %3571 = math.sqrt %in3569 : f32
      linalg.yield %3571 : f32
    } -> tensor<2x20x80xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3572 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3573 = tensor.empty() : tensor<2x20x80xf32> loc("add"("examples/gpt.py":120:43))
    %3574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3568 : tensor<2x20x80xf32>) outs(%3573 : tensor<2x20x80xf32>) {
    ^bb0(%in3575: f32, %out3576: f32):
      %3577 = arith.addf %in3575, %3572 : f32
      linalg.yield %3577 : f32
    } -> tensor<2x20x80xf32> loc("add"("examples/gpt.py":120:43))
    %3578 = tensor.empty() : tensor<2x20x80xf32> loc("div"("examples/gpt.py":120:25))
    %3579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3556, %3574 : tensor<2x20x80xf32>, tensor<2x20x80xf32>) outs(%3578 : tensor<2x20x80xf32>) {
    ^bb0(%in3580: f32, %in3581: f32, %out3582: f32):
      %3583 = arith.divf %in3580, %in3581 : f32
      linalg.yield %3583 : f32
    } -> tensor<2x20x80xf32> loc("div"("examples/gpt.py":120:25))
    %3584 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3585 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %3586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<2x20x80xf32>) outs(%3585 : tensor<2x20x80xf32>) {
    ^bb0(%in3587: f32, %out3588: f32):
      %3589 = arith.mulf %3584, %in3587 : f32
      linalg.yield %3589 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:75))
    %3590 = tensor.empty() : tensor<2x20x80xf32> loc("add"("examples/gpt.py":120:25))
    %3591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3579, %3586 : tensor<2x20x80xf32>, tensor<2x20x80xf32>) outs(%3590 : tensor<2x20x80xf32>) {
    ^bb0(%in3592: f32, %in3593: f32, %out3594: f32):
      %3595 = arith.addf %in3592, %in3593 : f32
      linalg.yield %3595 : f32
    } -> tensor<2x20x80xf32> loc("add"("examples/gpt.py":120:25))
    %3596 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3597 = tensor.empty() : tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %3598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3591 : tensor<2x20x80xf32>) outs(%3597 : tensor<2x20x80xf32>) {
    ^bb0(%in3599: f32, %out3600: f32):
      %3601 = arith.mulf %3596, %in3599 : f32
      linalg.yield %3601 : f32
    } -> tensor<2x20x80xf32> loc("mul"("examples/gpt.py":120:19))
    %3602 = tensor.empty() : tensor<2x20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %3603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %3598 : tensor<2x20x80xf32>, tensor<2x20x80xf32>) outs(%3602 : tensor<2x20x80xf32>) {
    ^bb0(%in3604: f32, %in3605: f32, %out3606: f32):
      %3607 = arith.subf %in3604, %in3605 : f32
      linalg.yield %3607 : f32
    } -> tensor<2x20x80xf32> loc("sub"("examples/gpt.py":120:15))
    %3608 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2746, %3215 : tensor<2x80x20xf32>, tensor<f32>) outs(%3608 : tensor<2x80x20xf32>) {
    ^bb0(%in3610: f32, %in3611: f32, %out3612: f32):
      %3613 = arith.mulf %in3610, %in3611 : f32
      linalg.yield %3613 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3614 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3052, %3233 : tensor<2x80x20xf32>, tensor<f32>) outs(%3614 : tensor<2x80x20xf32>) {
    ^bb0(%in3616: f32, %in3617: f32, %out3618: f32):
      %3619 = arith.mulf %in3616, %in3617 : f32
      linalg.yield %3619 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3620 = tensor.empty() : tensor<2x80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3615 : tensor<2x80x20xf32>) outs(%3620 : tensor<2x80x20xf32>) {
    ^bb0(%in3622: f32, %out3623: f32):
      %3624 = math.sqrt %in3622 : f32
      linalg.yield %3624 : f32
    } -> tensor<2x80x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3625 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3626 = tensor.empty() : tensor<2x80x20xf32> loc("add"("examples/gpt.py":120:43))
    %3627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3621 : tensor<2x80x20xf32>) outs(%3626 : tensor<2x80x20xf32>) {
    ^bb0(%in3628: f32, %out3629: f32):
      %3630 = arith.addf %in3628, %3625 : f32
      linalg.yield %3630 : f32
    } -> tensor<2x80x20xf32> loc("add"("examples/gpt.py":120:43))
    %3631 = tensor.empty() : tensor<2x80x20xf32> loc("div"("examples/gpt.py":120:25))
    %3632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3609, %3627 : tensor<2x80x20xf32>, tensor<2x80x20xf32>) outs(%3631 : tensor<2x80x20xf32>) {
    ^bb0(%in3633: f32, %in3634: f32, %out3635: f32):
      %3636 = arith.divf %in3633, %in3634 : f32
      linalg.yield %3636 : f32
    } -> tensor<2x80x20xf32> loc("div"("examples/gpt.py":120:25))
    %3637 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3638 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<2x80x20xf32>) outs(%3638 : tensor<2x80x20xf32>) {
    ^bb0(%in3640: f32, %out3641: f32):
      %3642 = arith.mulf %3637, %in3640 : f32
      linalg.yield %3642 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3643 = tensor.empty() : tensor<2x80x20xf32> loc("add"("examples/gpt.py":120:25))
    %3644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3632, %3639 : tensor<2x80x20xf32>, tensor<2x80x20xf32>) outs(%3643 : tensor<2x80x20xf32>) {
    ^bb0(%in3645: f32, %in3646: f32, %out3647: f32):
      %3648 = arith.addf %in3645, %in3646 : f32
      linalg.yield %3648 : f32
    } -> tensor<2x80x20xf32> loc("add"("examples/gpt.py":120:25))
    %3649 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3650 = tensor.empty() : tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3644 : tensor<2x80x20xf32>) outs(%3650 : tensor<2x80x20xf32>) {
    ^bb0(%in3652: f32, %out3653: f32):
      %3654 = arith.mulf %3649, %in3652 : f32
      linalg.yield %3654 : f32
    } -> tensor<2x80x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3655 = tensor.empty() : tensor<2x80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %3651 : tensor<2x80x20xf32>, tensor<2x80x20xf32>) outs(%3655 : tensor<2x80x20xf32>) {
    ^bb0(%in3657: f32, %in3658: f32, %out3659: f32):
      %3660 = arith.subf %in3657, %in3658 : f32
      linalg.yield %3660 : f32
    } -> tensor<2x80x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3661 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2767, %3215 : tensor<2x20x20xf32>, tensor<f32>) outs(%3661 : tensor<2x20x20xf32>) {
    ^bb0(%in3663: f32, %in3664: f32, %out3665: f32):
      %3666 = arith.mulf %in3663, %in3664 : f32
      linalg.yield %3666 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3667 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3076, %3233 : tensor<2x20x20xf32>, tensor<f32>) outs(%3667 : tensor<2x20x20xf32>) {
    ^bb0(%in3669: f32, %in3670: f32, %out3671: f32):
      %3672 = arith.mulf %in3669, %in3670 : f32
      linalg.yield %3672 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3673 = tensor.empty() : tensor<2x20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3668 : tensor<2x20x20xf32>) outs(%3673 : tensor<2x20x20xf32>) {
    ^bb0(%in3675: f32, %out3676: f32):
      %3677 = math.sqrt %in3675 : f32
      linalg.yield %3677 : f32
    } -> tensor<2x20x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3678 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3679 = tensor.empty() : tensor<2x20x20xf32> loc("add"("examples/gpt.py":120:43))
    %3680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3674 : tensor<2x20x20xf32>) outs(%3679 : tensor<2x20x20xf32>) {
    ^bb0(%in3681: f32, %out3682: f32):
      %3683 = arith.addf %in3681, %3678 : f32
      linalg.yield %3683 : f32
    } -> tensor<2x20x20xf32> loc("add"("examples/gpt.py":120:43))
    %3684 = tensor.empty() : tensor<2x20x20xf32> loc("div"("examples/gpt.py":120:25))
    %3685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3662, %3680 : tensor<2x20x20xf32>, tensor<2x20x20xf32>) outs(%3684 : tensor<2x20x20xf32>) {
    ^bb0(%in3686: f32, %in3687: f32, %out3688: f32):
      %3689 = arith.divf %in3686, %in3687 : f32
      linalg.yield %3689 : f32
    } -> tensor<2x20x20xf32> loc("div"("examples/gpt.py":120:25))
    %3690 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3691 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3692 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<2x20x20xf32>) outs(%3691 : tensor<2x20x20xf32>) {
    ^bb0(%in3693: f32, %out3694: f32):
      %3695 = arith.mulf %3690, %in3693 : f32
      linalg.yield %3695 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3696 = tensor.empty() : tensor<2x20x20xf32> loc("add"("examples/gpt.py":120:25))
    %3697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3685, %3692 : tensor<2x20x20xf32>, tensor<2x20x20xf32>) outs(%3696 : tensor<2x20x20xf32>) {
    ^bb0(%in3698: f32, %in3699: f32, %out3700: f32):
      %3701 = arith.addf %in3698, %in3699 : f32
      linalg.yield %3701 : f32
    } -> tensor<2x20x20xf32> loc("add"("examples/gpt.py":120:25))
    %3702 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3703 = tensor.empty() : tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3697 : tensor<2x20x20xf32>) outs(%3703 : tensor<2x20x20xf32>) {
    ^bb0(%in3705: f32, %out3706: f32):
      %3707 = arith.mulf %3702, %in3705 : f32
      linalg.yield %3707 : f32
    } -> tensor<2x20x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3708 = tensor.empty() : tensor<2x20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %3704 : tensor<2x20x20xf32>, tensor<2x20x20xf32>) outs(%3708 : tensor<2x20x20xf32>) {
    ^bb0(%in3710: f32, %in3711: f32, %out3712: f32):
      %3713 = arith.subf %in3710, %in3711 : f32
      linalg.yield %3713 : f32
    } -> tensor<2x20x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3714 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %3715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2788, %3215 : tensor<2x20x60xf32>, tensor<f32>) outs(%3714 : tensor<2x20x60xf32>) {
    ^bb0(%in3716: f32, %in3717: f32, %out3718: f32):
      %3719 = arith.mulf %in3716, %in3717 : f32
      linalg.yield %3719 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:26))
    %3720 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %3721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3100, %3233 : tensor<2x20x60xf32>, tensor<f32>) outs(%3720 : tensor<2x20x60xf32>) {
    ^bb0(%in3722: f32, %in3723: f32, %out3724: f32):
      %3725 = arith.mulf %in3722, %in3723 : f32
      linalg.yield %3725 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:52))
    %3726 = tensor.empty() : tensor<2x20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3721 : tensor<2x20x60xf32>) outs(%3726 : tensor<2x20x60xf32>) {
    ^bb0(%in3728: f32, %out3729: f32):
      %3730 = math.sqrt %in3728 : f32
      linalg.yield %3730 : f32
    } -> tensor<2x20x60xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3731 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3732 = tensor.empty() : tensor<2x20x60xf32> loc("add"("examples/gpt.py":120:43))
    %3733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3727 : tensor<2x20x60xf32>) outs(%3732 : tensor<2x20x60xf32>) {
    ^bb0(%in3734: f32, %out3735: f32):
      %3736 = arith.addf %in3734, %3731 : f32
      linalg.yield %3736 : f32
    } -> tensor<2x20x60xf32> loc("add"("examples/gpt.py":120:43))
    %3737 = tensor.empty() : tensor<2x20x60xf32> loc("div"("examples/gpt.py":120:25))
    %3738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3715, %3733 : tensor<2x20x60xf32>, tensor<2x20x60xf32>) outs(%3737 : tensor<2x20x60xf32>) {
    ^bb0(%in3739: f32, %in3740: f32, %out3741: f32):
      %3742 = arith.divf %in3739, %in3740 : f32
      linalg.yield %3742 : f32
    } -> tensor<2x20x60xf32> loc("div"("examples/gpt.py":120:25))
    %3743 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3744 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %3745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<2x20x60xf32>) outs(%3744 : tensor<2x20x60xf32>) {
    ^bb0(%in3746: f32, %out3747: f32):
      %3748 = arith.mulf %3743, %in3746 : f32
      linalg.yield %3748 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:75))
    %3749 = tensor.empty() : tensor<2x20x60xf32> loc("add"("examples/gpt.py":120:25))
    %3750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3738, %3745 : tensor<2x20x60xf32>, tensor<2x20x60xf32>) outs(%3749 : tensor<2x20x60xf32>) {
    ^bb0(%in3751: f32, %in3752: f32, %out3753: f32):
      %3754 = arith.addf %in3751, %in3752 : f32
      linalg.yield %3754 : f32
    } -> tensor<2x20x60xf32> loc("add"("examples/gpt.py":120:25))
    %3755 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3756 = tensor.empty() : tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %3757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3750 : tensor<2x20x60xf32>) outs(%3756 : tensor<2x20x60xf32>) {
    ^bb0(%in3758: f32, %out3759: f32):
      %3760 = arith.mulf %3755, %in3758 : f32
      linalg.yield %3760 : f32
    } -> tensor<2x20x60xf32> loc("mul"("examples/gpt.py":120:19))
    %3761 = tensor.empty() : tensor<2x20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %3762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %3757 : tensor<2x20x60xf32>, tensor<2x20x60xf32>) outs(%3761 : tensor<2x20x60xf32>) {
    ^bb0(%in3763: f32, %in3764: f32, %out3765: f32):
      %3766 = arith.subf %in3763, %in3764 : f32
      linalg.yield %3766 : f32
    } -> tensor<2x20x60xf32> loc("sub"("examples/gpt.py":120:15))
    %3767 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3768 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2806, %3215 : tensor<20xf32>, tensor<f32>) outs(%3767 : tensor<20xf32>) {
    ^bb0(%in3769: f32, %in3770: f32, %out3771: f32):
      %3772 = arith.mulf %in3769, %in3770 : f32
      linalg.yield %3772 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3773 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3774 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3124, %3233 : tensor<20xf32>, tensor<f32>) outs(%3773 : tensor<20xf32>) {
    ^bb0(%in3775: f32, %in3776: f32, %out3777: f32):
      %3778 = arith.mulf %in3775, %in3776 : f32
      linalg.yield %3778 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3779 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3780 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3774 : tensor<20xf32>) outs(%3779 : tensor<20xf32>) {
    ^bb0(%in3781: f32, %out3782: f32):
      %3783 = math.sqrt %in3781 : f32
      linalg.yield %3783 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3784 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3785 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3786 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3780 : tensor<20xf32>) outs(%3785 : tensor<20xf32>) {
    ^bb0(%in3787: f32, %out3788: f32):
      %3789 = arith.addf %in3787, %3784 : f32
      linalg.yield %3789 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3790 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3791 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3768, %3786 : tensor<20xf32>, tensor<20xf32>) outs(%3790 : tensor<20xf32>) {
    ^bb0(%in3792: f32, %in3793: f32, %out3794: f32):
      %3795 = arith.divf %in3792, %in3793 : f32
      linalg.yield %3795 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3796 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3797 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3798 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10 : tensor<20xf32>) outs(%3797 : tensor<20xf32>) {
    ^bb0(%in3799: f32, %out3800: f32):
      %3801 = arith.mulf %3796, %in3799 : f32
      linalg.yield %3801 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3802 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3803 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3791, %3798 : tensor<20xf32>, tensor<20xf32>) outs(%3802 : tensor<20xf32>) {
    ^bb0(%in3804: f32, %in3805: f32, %out3806: f32):
      %3807 = arith.addf %in3804, %in3805 : f32
      linalg.yield %3807 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3808 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3809 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3810 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3803 : tensor<20xf32>) outs(%3809 : tensor<20xf32>) {
    ^bb0(%in3811: f32, %out3812: f32):
      %3813 = arith.mulf %3808, %in3811 : f32
      linalg.yield %3813 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3814 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3815 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10, %3810 : tensor<20xf32>, tensor<20xf32>) outs(%3814 : tensor<20xf32>) {
    ^bb0(%in3816: f32, %in3817: f32, %out3818: f32):
      %3819 = arith.subf %in3816, %in3817 : f32
      linalg.yield %3819 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3820 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3821 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2824, %3215 : tensor<20xf32>, tensor<f32>) outs(%3820 : tensor<20xf32>) {
    ^bb0(%in3822: f32, %in3823: f32, %out3824: f32):
      %3825 = arith.mulf %in3822, %in3823 : f32
      linalg.yield %3825 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:26))
    %3826 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3827 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3148, %3233 : tensor<20xf32>, tensor<f32>) outs(%3826 : tensor<20xf32>) {
    ^bb0(%in3828: f32, %in3829: f32, %out3830: f32):
      %3831 = arith.mulf %in3828, %in3829 : f32
      linalg.yield %3831 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:52))
    %3832 = tensor.empty() : tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3833 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3827 : tensor<20xf32>) outs(%3832 : tensor<20xf32>) {
    ^bb0(%in3834: f32, %out3835: f32):
      %3836 = math.sqrt %in3834 : f32
      linalg.yield %3836 : f32
    } -> tensor<20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3837 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3838 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3839 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3833 : tensor<20xf32>) outs(%3838 : tensor<20xf32>) {
    ^bb0(%in3840: f32, %out3841: f32):
      %3842 = arith.addf %in3840, %3837 : f32
      linalg.yield %3842 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:43))
    %3843 = tensor.empty() : tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3844 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3821, %3839 : tensor<20xf32>, tensor<20xf32>) outs(%3843 : tensor<20xf32>) {
    ^bb0(%in3845: f32, %in3846: f32, %out3847: f32):
      %3848 = arith.divf %in3845, %in3846 : f32
      linalg.yield %3848 : f32
    } -> tensor<20xf32> loc("div"("examples/gpt.py":120:25))
    %3849 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3850 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3851 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg11 : tensor<20xf32>) outs(%3850 : tensor<20xf32>) {
    ^bb0(%in3852: f32, %out3853: f32):
      %3854 = arith.mulf %3849, %in3852 : f32
      linalg.yield %3854 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:75))
    %3855 = tensor.empty() : tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3856 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3844, %3851 : tensor<20xf32>, tensor<20xf32>) outs(%3855 : tensor<20xf32>) {
    ^bb0(%in3857: f32, %in3858: f32, %out3859: f32):
      %3860 = arith.addf %in3857, %in3858 : f32
      linalg.yield %3860 : f32
    } -> tensor<20xf32> loc("add"("examples/gpt.py":120:25))
    %3861 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3862 = tensor.empty() : tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3863 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3856 : tensor<20xf32>) outs(%3862 : tensor<20xf32>) {
    ^bb0(%in3864: f32, %out3865: f32):
      %3866 = arith.mulf %3861, %in3864 : f32
      linalg.yield %3866 : f32
    } -> tensor<20xf32> loc("mul"("examples/gpt.py":120:19))
    %3867 = tensor.empty() : tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3868 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg11, %3863 : tensor<20xf32>, tensor<20xf32>) outs(%3867 : tensor<20xf32>) {
    ^bb0(%in3869: f32, %in3870: f32, %out3871: f32):
      %3872 = arith.subf %in3869, %in3870 : f32
      linalg.yield %3872 : f32
    } -> tensor<20xf32> loc("sub"("examples/gpt.py":120:15))
    %3873 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3874 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2842, %3215 : tensor<8x20xf32>, tensor<f32>) outs(%3873 : tensor<8x20xf32>) {
    ^bb0(%in3875: f32, %in3876: f32, %out3877: f32):
      %3878 = arith.mulf %in3875, %in3876 : f32
      linalg.yield %3878 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3879 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3880 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3172, %3233 : tensor<8x20xf32>, tensor<f32>) outs(%3879 : tensor<8x20xf32>) {
    ^bb0(%in3881: f32, %in3882: f32, %out3883: f32):
      %3884 = arith.mulf %in3881, %in3882 : f32
      linalg.yield %3884 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3885 = tensor.empty() : tensor<8x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3886 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3880 : tensor<8x20xf32>) outs(%3885 : tensor<8x20xf32>) {
    ^bb0(%in3887: f32, %out3888: f32):
      %3889 = math.sqrt %in3887 : f32
      linalg.yield %3889 : f32
    } -> tensor<8x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3890 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3891 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":120:43))
    %3892 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3886 : tensor<8x20xf32>) outs(%3891 : tensor<8x20xf32>) {
    ^bb0(%in3893: f32, %out3894: f32):
      %3895 = arith.addf %in3893, %3890 : f32
      linalg.yield %3895 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":120:43))
    %3896 = tensor.empty() : tensor<8x20xf32> loc("div"("examples/gpt.py":120:25))
    %3897 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3874, %3892 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3896 : tensor<8x20xf32>) {
    ^bb0(%in3898: f32, %in3899: f32, %out3900: f32):
      %3901 = arith.divf %in3898, %in3899 : f32
      linalg.yield %3901 : f32
    } -> tensor<8x20xf32> loc("div"("examples/gpt.py":120:25))
    %3902 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3903 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3904 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<8x20xf32>) outs(%3903 : tensor<8x20xf32>) {
    ^bb0(%in3905: f32, %out3906: f32):
      %3907 = arith.mulf %3902, %in3905 : f32
      linalg.yield %3907 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3908 = tensor.empty() : tensor<8x20xf32> loc("add"("examples/gpt.py":120:25))
    %3909 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3897, %3904 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3908 : tensor<8x20xf32>) {
    ^bb0(%in3910: f32, %in3911: f32, %out3912: f32):
      %3913 = arith.addf %in3910, %in3911 : f32
      linalg.yield %3913 : f32
    } -> tensor<8x20xf32> loc("add"("examples/gpt.py":120:25))
    %3914 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3915 = tensor.empty() : tensor<8x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3916 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3909 : tensor<8x20xf32>) outs(%3915 : tensor<8x20xf32>) {
    ^bb0(%in3917: f32, %out3918: f32):
      %3919 = arith.mulf %3914, %in3917 : f32
      linalg.yield %3919 : f32
    } -> tensor<8x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3920 = tensor.empty() : tensor<8x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3921 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12, %3916 : tensor<8x20xf32>, tensor<8x20xf32>) outs(%3920 : tensor<8x20xf32>) {
    ^bb0(%in3922: f32, %in3923: f32, %out3924: f32):
      %3925 = arith.subf %in3922, %in3923 : f32
      linalg.yield %3925 : f32
    } -> tensor<8x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3926 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3927 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2860, %3215 : tensor<50x20xf32>, tensor<f32>) outs(%3926 : tensor<50x20xf32>) {
    ^bb0(%in3928: f32, %in3929: f32, %out3930: f32):
      %3931 = arith.mulf %in3928, %in3929 : f32
      linalg.yield %3931 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:26))
    %3932 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3933 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3196, %3233 : tensor<50x20xf32>, tensor<f32>) outs(%3932 : tensor<50x20xf32>) {
    ^bb0(%in3934: f32, %in3935: f32, %out3936: f32):
      %3937 = arith.mulf %in3934, %in3935 : f32
      linalg.yield %3937 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:52))
    %3938 = tensor.empty() : tensor<50x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3939 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3933 : tensor<50x20xf32>) outs(%3938 : tensor<50x20xf32>) {
    ^bb0(%in3940: f32, %out3941: f32):
      %3942 = math.sqrt %in3940 : f32
      linalg.yield %3942 : f32
    } -> tensor<50x20xf32> loc("sqrt"("examples/gpt.py":120:43))
    %3943 = arith.constant 9.99999993922529e-09 : f32 loc("add"("examples/gpt.py":120:43))
    %3944 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":120:43))
    %3945 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3939 : tensor<50x20xf32>) outs(%3944 : tensor<50x20xf32>) {
    ^bb0(%in3946: f32, %out3947: f32):
      %3948 = arith.addf %in3946, %3943 : f32
      linalg.yield %3948 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":120:43))
    %3949 = tensor.empty() : tensor<50x20xf32> loc("div"("examples/gpt.py":120:25))
    %3950 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3927, %3945 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3949 : tensor<50x20xf32>) {
    ^bb0(%in3951: f32, %in3952: f32, %out3953: f32):
      %3954 = arith.divf %in3951, %in3952 : f32
      linalg.yield %3954 : f32
    } -> tensor<50x20xf32> loc("div"("examples/gpt.py":120:25))
    %3955 = arith.constant 0.10000000149011612 : f32 loc("mul"("examples/gpt.py":120:75))
    %3956 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3957 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<50x20xf32>) outs(%3956 : tensor<50x20xf32>) {
    ^bb0(%in3958: f32, %out3959: f32):
      %3960 = arith.mulf %3955, %in3958 : f32
      linalg.yield %3960 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:75))
    %3961 = tensor.empty() : tensor<50x20xf32> loc("add"("examples/gpt.py":120:25))
    %3962 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3950, %3957 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3961 : tensor<50x20xf32>) {
    ^bb0(%in3963: f32, %in3964: f32, %out3965: f32):
      %3966 = arith.addf %in3963, %in3964 : f32
      linalg.yield %3966 : f32
    } -> tensor<50x20xf32> loc("add"("examples/gpt.py":120:25))
    %3967 = arith.constant 0.0010000000474974513 : f32 loc("mul"("examples/gpt.py":120:19))
    %3968 = tensor.empty() : tensor<50x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3969 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3962 : tensor<50x20xf32>) outs(%3968 : tensor<50x20xf32>) {
    ^bb0(%in3970: f32, %out3971: f32):
      %3972 = arith.mulf %3967, %in3970 : f32
      linalg.yield %3972 : f32
    } -> tensor<50x20xf32> loc("mul"("examples/gpt.py":120:19))
    %3973 = tensor.empty() : tensor<50x20xf32> loc("sub"("examples/gpt.py":120:15))
    %3974 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13, %3969 : tensor<50x20xf32>, tensor<50x20xf32>) outs(%3973 : tensor<50x20xf32>) {
    ^bb0(%in3975: f32, %in3976: f32, %out3977: f32):
      %3978 = arith.subf %in3975, %in3976 : f32
      linalg.yield %3978 : f32
    } -> tensor<50x20xf32> loc("sub"("examples/gpt.py":120:15))
    return %3285, %3338, %3391, %3444, %3497, %3550, %3603, %3656, %3709, %3762, %3815, %3868, %3921, %3974, %2579, %2599, %2620, %2641, %2662, %2683, %2704, %2725, %2746, %2767, %2788, %2806, %2824, %2842, %2860, %2884, %2908, %2932, %2956, %2980, %3004, %3028, %3052, %3076, %3100, %3124, %3148, %3172, %3196, %1129 : tensor<2x80xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20x80xf32>, tensor<2x80x20xf32>, tensor<2x20x20xf32>, tensor<2x20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<f32>, tensor<2x80xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20x80xf32>, tensor<2x80x20xf32>, tensor<2x20x20xf32>, tensor<2x20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<2x80xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2x20x80xf32>, tensor<2x80x20xf32>, tensor<2x20x20xf32>, tensor<2x20x60xf32>, tensor<20xf32>, tensor<20xf32>, tensor<8x20xf32>, tensor<50x20xf32>, tensor<f32>
  } loc("train_step"("examples/gpt.py":100:5))
}
