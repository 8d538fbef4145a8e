module {
  fsdp.mesh @mesh = <["replica"=?, "shard"=?]>
  func.func @train_step(
      %arg0: tensor<30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "layers.0"} loc("params.layers.0.b"),
      %arg1: tensor<20x30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "layers.0"} loc("params.layers.0.w"),
      %arg2: tensor<30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "layers.1"} loc("params.layers.1.b"),
      %arg3: tensor<30x30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "layers.1"} loc("params.layers.1.w"),
      %arg4: tensor<5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "layers.2"} loc("params.layers.2.b"),
      %arg5: tensor<30x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "layers.2"} loc("params.layers.2.w"),
      %arg6: tensor<12x20xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica", "shard"}, {}]>} loc("batch.x"),
      %arg7: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica", "shard"}, {}]>} loc("batch.y"))
      -> (tensor<30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 0 : i64},
          tensor<20x30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 1 : i64},
          tensor<30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 2 : i64},
          tensor<30x30xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 3 : i64},
          tensor<5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 4 : i64},
          tensor<30x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 5 : i64},
          tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>}) {
    %0 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %1 = tensor.empty() : tensor<12x30xf32> loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<12x30xf32>) -> tensor<12x30xf32> loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %3 = linalg.matmul ins(%arg6, %arg1 : tensor<12x20xf32>, tensor<20x30xf32>) outs(%2 : tensor<12x30xf32>) -> tensor<12x30xf32> loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %4 = tensor.empty() : tensor<1x30xf32> loc("jvp()/broadcast_in_dim"("examples/mlp.py":31:21))
    %5 = linalg.broadcast ins(%arg0 : tensor<30xf32>) outs(%4 : tensor<1x30xf32>) dimensions = [0] loc("jvp()/broadcast_in_dim"("examples/mlp.py":31:21))
    %6 = tensor.empty() : tensor<12x30xf32> loc("jvp()/add"("examples/mlp.py":31:21))
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<12x30xf32>, tensor<1x30xf32>) outs(%6 : tensor<12x30xf32>) {
    ^bb0(%in8: f32, %in9: f32, %out10: f32):
      %11 = arith.addf %in8, %in9 : f32
      linalg.yield %11 : f32
    } -> tensor<12x30xf32> loc("jvp()/add"("examples/mlp.py":31:21))
    %12 = tensor.empty() : tensor<12x30xf32> loc("jvp()/tanh"("examples/mlp.py":31:12))
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<12x30xf32>) outs(%12 : tensor<12x30xf32>) {
    ^bb0(%in14: f32, %out15: f32):
      %16 = math.tanh %in14 : f32
      linalg.yield %16 : f32
    } -> tensor<12x30xf32> loc("jvp()/tanh"("examples/mlp.py":31:12))
    %17 = arith.constant 1.0 : f32 loc("jvp()/sub"("examples/mlp.py":31:12))
    %18 = tensor.empty() : tensor<12x30xf32> loc("jvp()/sub"("examples/mlp.py":31:12))
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<12x30xf32>) outs(%18 : tensor<12x30xf32>) {
    ^bb0(%in20: f32, %out21: f32):
      %22 = arith.subf %17, %in20 : f32
      linalg.yield %22 : f32
    } -> tensor<12x30xf32> loc("jvp()/sub"("examples/mlp.py":31:12))
    %23 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %24 = tensor.empty() : tensor<12x30xf32> loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %25 = linalg.fill ins(%23 : f32) outs(%24 : tensor<12x30xf32>) -> tensor<12x30xf32> loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %26 = linalg.matmul ins(%13, %arg3 : tensor<12x30xf32>, tensor<30x30xf32>) outs(%25 : tensor<12x30xf32>) -> tensor<12x30xf32> loc("jvp()/dot_general"("examples/mlp.py":31:21))
    %27 = tensor.empty() : tensor<1x30xf32> loc("jvp()/broadcast_in_dim"("examples/mlp.py":31:21))
    %28 = linalg.broadcast ins(%arg2 : tensor<30xf32>) outs(%27 : tensor<1x30xf32>) dimensions = [0] loc("jvp()/broadcast_in_dim"("examples/mlp.py":31:21))
    %29 = tensor.empty() : tensor<12x30xf32> loc("jvp()/add"("examples/mlp.py":31:21))
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%26, %28 : tensor<12x30xf32>, tensor<1x30xf32>) outs(%29 : tensor<12x30xf32>) {
    ^bb0(%in31: f32, %in32: f32, %out33: f32):
      %34 = arith.addf %in31, %in32 : f32
      linalg.yield %34 : f32
    } -> tensor<12x30xf32> loc("jvp()/add"("examples/mlp.py":31:21))
    %35 = tensor.empty() : tensor<12x30xf32> loc("jvp()/tanh"("examples/mlp.py":31:12))
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<12x30xf32>) outs(%35 : tensor<12x30xf32>) {
    ^bb0(%in37: f32, %out38: f32):
      %39 = math.tanh %in37 : f32
      linalg.yield %39 : f32
    } -> tensor<12x30xf32> loc("jvp()/tanh"("examples/mlp.py":31:12))
    %40 = arith.constant 1.0 : f32 loc("jvp()/sub"("examples/mlp.py":31:12))
    %41 = tensor.empty() : tensor<12x30xf32> loc("jvp()/sub"("examples/mlp.py":31:12))
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<12x30xf32>) outs(%41 : tensor<12x30xf32>) {
    ^bb0(%in43: f32, %out44: f32):
      %45 = arith.subf %40, %in43 : f32
      linalg.yield %45 : f32
    } -> tensor<12x30xf32> loc("jvp()/sub"("examples/mlp.py":31:12))
    %46 = arith.constant 0.0 : f32 loc("jvp()/dot_general"("examples/mlp.py":32:11))
    %47 = tensor.empty() : tensor<12x5xf32> loc("jvp()/dot_general"("examples/mlp.py":32:11))
    %48 = linalg.fill ins(%46 : f32) outs(%47 : tensor<12x5xf32>) -> tensor<12x5xf32> loc("jvp()/dot_general"("examples/mlp.py":32:11))
    %49 = linalg.matmul ins(%36, %arg5 : tensor<12x30xf32>, tensor<30x5xf32>) outs(%48 : tensor<12x5xf32>) -> tensor<12x5xf32> loc("jvp()/dot_general"("examples/mlp.py":32:11))
    %50 = tensor.empty() : tensor<1x5xf32> loc("jvp()/broadcast_in_dim"("examples/mlp.py":32:11))
    %51 = linalg.broadcast ins(%arg4 : tensor<5xf32>) outs(%50 : tensor<1x5xf32>) dimensions = [0] loc("jvp()/broadcast_in_dim"("examples/mlp.py":32:11))
    %52 = tensor.empty() : tensor<12x5xf32> loc("jvp()/add"("examples/mlp.py":32:11))
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%49, %51 : tensor<12x5xf32>, tensor<1x5xf32>) outs(%52 : tensor<12x5xf32>) {
    ^bb0(%in54: f32, %in55: f32, %out56: f32):
      %57 = arith.addf %in54, %in55 : f32
      linalg.yield %57 : f32
    } -> tensor<12x5xf32> loc("jvp()/add"("examples/mlp.py":32:11))
    %58 = tensor.empty() : tensor<12x5xf32> loc("jvp()/sub"("examples/mlp.py":37:31))
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%53, %arg7 : tensor<12x5xf32>, tensor<12x5xf32>) outs(%58 : tensor<12x5xf32>) {
    ^bb0(%in60: f32, %in61: f32, %out62: f32):
      %63 = arith.subf %in60, %in61 : f32
      linalg.yield %63 : f32
    } -> tensor<12x5xf32> loc("jvp()/sub"("examples/mlp.py":37:31))
    %64 = tensor.empty() : tensor<12x5xf32> loc("jvp()/square"("examples/mlp.py":37:20))
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<12x5xf32>) outs(%64 : tensor<12x5xf32>) {
    ^bb0(%in66: f32, %out67: f32):
      %68 = arith.mulf %in66, %in66 : f32
      linalg.yield %68 : f32
    } -> tensor<12x5xf32> loc("jvp()/square"("examples/mlp.py":37:20))
    %69 = arith.constant 2.0 : f32 loc("jvp()/mul"("examples/mlp.py":37:20))
    %70 = tensor.empty() : tensor<12x5xf32> loc("jvp()/mul"("examples/mlp.py":37:20))
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<12x5xf32>) outs(%70 : tensor<12x5xf32>) {
    ^bb0(%in72: f32, %out73: f32):
      %74 = arith.mulf %69, %in72 : f32
      linalg.yield %74 : f32
    } -> tensor<12x5xf32> loc("jvp()/mul"("examples/mlp.py":37:20))
    %75 = arith.constant 0.0 : f32 loc("jvp()/reduce_sum"("examples/mlp.py":37:11))
    %76 = tensor.empty() : tensor<f32> loc("jvp()/reduce_sum"("examples/mlp.py":37:11))
    %77 = linalg.fill ins(%75 : f32) outs(%76 : tensor<f32>) -> tensor<f32> loc("jvp()/reduce_sum"("examples/mlp.py":37:11))
    %78 = linalg.reduce ins(%65 : tensor<12x5xf32>) outs(%77 : tensor<f32>) dimensions = [0, 1]
      (%in79: f32, %init80: f32) {
        %81 = arith.addf %in79, %init80 : f32
        linalg.yield %81 : f32
      } loc("jvp()/reduce_sum"("examples/mlp.py":37:11))
    %82 = arith.constant 60.0 : f32 loc("jvp()/div"("examples/mlp.py":37:11))
    %83 = tensor.empty() : tensor<f32> loc("jvp()/div"("examples/mlp.py":37:11))
    %84 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%78 : tensor<f32>) outs(%83 : tensor<f32>) {
    ^bb0(%in85: f32, %out86: f32):
      %87 = arith.divf %in85, %82 : f32
      linalg.yield %87 : f32
    } -> tensor<f32> loc("jvp()/div"("examples/mlp.py":37:11))
    %88 = arith.constant 1.0 : f32 loc("transpose(jvp())/div"("examples/mlp.py":37:11))
    %89 = arith.constant 60.0 : f32 loc("transpose(jvp())/div"("examples/mlp.py":37:11))
    %90 = tensor.empty() : tensor<f32> loc("transpose(jvp())/div"("examples/mlp.py":37:11))
    %91 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%90 : tensor<f32>) {
    ^bb0(%out92: f32):
      %93 = arith.divf %88, %89 : f32
      linalg.yield %93 : f32
    } -> tensor<f32> loc("transpose(jvp())/div"("examples/mlp.py":37:11))
    %94 = tensor.empty() : tensor<12x5xf32> loc("transpose(jvp())/broadcast_in_dim"("examples/mlp.py":37:11))
    %95 = linalg.broadcast ins(%91 : tensor<f32>) outs(%94 : tensor<12x5xf32>) dimensions = [0, 1] loc("transpose(jvp())/broadcast_in_dim"("examples/mlp.py":37:11))
    %96 = tensor.empty() : tensor<12x5xf32> loc("transpose(jvp())/mul"("examples/mlp.py":37:20))
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%95, %71 : tensor<12x5xf32>, tensor<12x5xf32>) outs(%96 : tensor<12x5xf32>) {
    ^bb0(%in98: f32, %in99: f32, %out100: f32):
      %101 = arith.mulf %in98, %in99 : f32
      linalg.yield %101 : f32
    } -> tensor<12x5xf32> loc("transpose(jvp())/mul"("examples/mlp.py":37:20))
    %102 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %103 = tensor.empty() : tensor<5xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %104 = linalg.fill ins(%102 : f32) outs(%103 : tensor<5xf32>) -> tensor<5xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %105 = linalg.reduce ins(%97 : tensor<12x5xf32>) outs(%104 : tensor<5xf32>) dimensions = [0]
      (%in106: f32, %init107: f32) {
        %108 = arith.addf %in106, %init107 : f32
        linalg.yield %108 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %109 = tensor.expand_shape %105 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32> loc("transpose(jvp())/reshape"("examples/mlp.py":32:11))
    %110 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %111 = tensor.empty() : tensor<5xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %112 = linalg.fill ins(%110 : f32) outs(%111 : tensor<5xf32>) -> tensor<5xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %113 = linalg.reduce ins(%109 : tensor<1x5xf32>) outs(%112 : tensor<5xf32>) dimensions = [0]
      (%in114: f32, %init115: f32) {
        %116 = arith.addf %in114, %init115 : f32
        linalg.yield %116 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/mlp.py":32:11))
    %117 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %118 = tensor.empty() : tensor<5x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %119 = linalg.fill ins(%117 : f32) outs(%118 : tensor<5x30xf32>) -> tensor<5x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97, %36 : tensor<12x5xf32>, tensor<12x30xf32>) outs(%119 : tensor<5x30xf32>) {
    ^bb0(%in121: f32, %in122: f32, %out123: f32):
      %124 = arith.mulf %in121, %in122 : f32
      %125 = arith.addf %out123, %124 : f32
      linalg.yield %125 : f32
    } -> tensor<5x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %126 = tensor.empty() : tensor<30x5xf32> loc("transpose(jvp())/transpose"("examples/mlp.py":32:11))
    %127 = linalg.transpose ins(%120 : tensor<5x30xf32>) outs(%126 : tensor<30x5xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/mlp.py":32:11))
    %128 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %129 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %130 = linalg.fill ins(%128 : f32) outs(%129 : tensor<12x30xf32>) -> tensor<12x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97, %arg5 : tensor<12x5xf32>, tensor<30x5xf32>) outs(%130 : tensor<12x30xf32>) {
    ^bb0(%in132: f32, %in133: f32, %out134: f32):
      %135 = arith.mulf %in132, %in133 : f32
      %136 = arith.addf %out134, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":32:11))
    %137 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %138 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%131, %42 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%137 : tensor<12x30xf32>) {
    ^bb0(%in139: f32, %in140: f32, %out141: f32):
      %142 = arith.mulf %in139, %in140 : f32
      linalg.yield %142 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %143 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%138, %36 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%143 : tensor<12x30xf32>) {
    ^bb0(%in145: f32, %in146: f32, %out147: f32):
      %148 = arith.mulf %in145, %in146 : f32
      linalg.yield %148 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %149 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/add_any"("examples/mlp.py":31:12))
    %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%138, %144 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%149 : tensor<12x30xf32>) {
    ^bb0(%in151: f32, %in152: f32, %out153: f32):
      %154 = arith.addf %in151, %in152 : f32
      linalg.yield %154 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/add_any"("examples/mlp.py":31:12))
    %155 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %156 = tensor.empty() : tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %157 = linalg.fill ins(%155 : f32) outs(%156 : tensor<30xf32>) -> tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %158 = linalg.reduce ins(%150 : tensor<12x30xf32>) outs(%157 : tensor<30xf32>) dimensions = [0]
      (%in159: f32, %init160: f32) {
        %161 = arith.addf %in159, %init160 : f32
        linalg.yield %161 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %162 = tensor.expand_shape %158 [[0, 1]] output_shape [1, 30] : tensor<30xf32> into tensor<1x30xf32> loc("transpose(jvp())/reshape"("examples/mlp.py":31:21))
    %163 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %164 = tensor.empty() : tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %165 = linalg.fill ins(%163 : f32) outs(%164 : tensor<30xf32>) -> tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %166 = linalg.reduce ins(%162 : tensor<1x30xf32>) outs(%165 : tensor<30xf32>) dimensions = [0]
      (%in167: f32, %init168: f32) {
        %169 = arith.addf %in167, %init168 : f32
        linalg.yield %169 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %170 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %171 = tensor.empty() : tensor<30x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %172 = linalg.fill ins(%170 : f32) outs(%171 : tensor<30x30xf32>) -> tensor<30x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150, %13 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%172 : tensor<30x30xf32>) {
    ^bb0(%in174: f32, %in175: f32, %out176: f32):
      %177 = arith.mulf %in174, %in175 : f32
      %178 = arith.addf %out176, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<30x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %179 = tensor.empty() : tensor<30x30xf32> loc("transpose(jvp())/transpose"("examples/mlp.py":31:21))
    %180 = linalg.transpose ins(%173 : tensor<30x30xf32>) outs(%179 : tensor<30x30xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/mlp.py":31:21))
    %181 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %182 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %183 = linalg.fill ins(%181 : f32) outs(%182 : tensor<12x30xf32>) -> tensor<12x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150, %arg3 : tensor<12x30xf32>, tensor<30x30xf32>) outs(%183 : tensor<12x30xf32>) {
    ^bb0(%in185: f32, %in186: f32, %out187: f32):
      %188 = arith.mulf %in185, %in186 : f32
      %189 = arith.addf %out187, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %190 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %191 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%184, %19 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%190 : tensor<12x30xf32>) {
    ^bb0(%in192: f32, %in193: f32, %out194: f32):
      %195 = arith.mulf %in192, %in193 : f32
      linalg.yield %195 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %196 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %197 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%191, %13 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%196 : tensor<12x30xf32>) {
    ^bb0(%in198: f32, %in199: f32, %out200: f32):
      %201 = arith.mulf %in198, %in199 : f32
      linalg.yield %201 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/mul"("examples/mlp.py":31:12))
    %202 = tensor.empty() : tensor<12x30xf32> loc("transpose(jvp())/add_any"("examples/mlp.py":31:12))
    %203 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%191, %197 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%202 : tensor<12x30xf32>) {
    ^bb0(%in204: f32, %in205: f32, %out206: f32):
      %207 = arith.addf %in204, %in205 : f32
      linalg.yield %207 : f32
    } -> tensor<12x30xf32> loc("transpose(jvp())/add_any"("examples/mlp.py":31:12))
    %208 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %209 = tensor.empty() : tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %210 = linalg.fill ins(%208 : f32) outs(%209 : tensor<30xf32>) -> tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %211 = linalg.reduce ins(%203 : tensor<12x30xf32>) outs(%210 : tensor<30xf32>) dimensions = [0]
      (%in212: f32, %init213: f32) {
        %214 = arith.addf %in212, %init213 : f32
        linalg.yield %214 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %215 = tensor.expand_shape %211 [[0, 1]] output_shape [1, 30] : tensor<30xf32> into tensor<1x30xf32> loc("transpose(jvp())/reshape"("examples/mlp.py":31:21))
    %216 = arith.constant 0.0 : f32 loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %217 = tensor.empty() : tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %218 = linalg.fill ins(%216 : f32) outs(%217 : tensor<30xf32>) -> tensor<30xf32> loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %219 = linalg.reduce ins(%215 : tensor<1x30xf32>) outs(%218 : tensor<30xf32>) dimensions = [0]
      (%in220: f32, %init221: f32) {
        %222 = arith.addf %in220, %init221 : f32
        linalg.yield %222 : f32
      } loc("transpose(jvp())/reduce_sum"("examples/mlp.py":31:21))
    %223 = arith.constant 0.0 : f32 loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %224 = tensor.empty() : tensor<30x20xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %225 = linalg.fill ins(%223 : f32) outs(%224 : tensor<30x20xf32>) -> tensor<30x20xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203, %arg6 : tensor<12x30xf32>, tensor<12x20xf32>) outs(%225 : tensor<30x20xf32>) {
    ^bb0(%in227: f32, %in228: f32, %out229: f32):
      %230 = arith.mulf %in227, %in228 : f32
      %231 = arith.addf %out229, %230 : f32
      linalg.yield %231 : f32
    } -> tensor<30x20xf32> loc("transpose(jvp())/dot_general"("examples/mlp.py":31:21))
    %232 = tensor.empty() : tensor<20x30xf32> loc("transpose(jvp())/transpose"("examples/mlp.py":31:21))
    %233 = linalg.transpose ins(%226 : tensor<30x20xf32>) outs(%232 : tensor<20x30xf32>) permutation = [1, 0] loc("transpose(jvp())/transpose"("examples/mlp.py":31:21))
    %234 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/mlp.py":42:43))
    %235 = tensor.empty() : tensor<30xf32> loc("mul"("examples/mlp.py":42:43))
    %236 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%219 : tensor<30xf32>) outs(%235 : tensor<30xf32>) {
    ^bb0(%in237: f32, %out238: f32):
      %239 = arith.mulf %234, %in237 : f32
      linalg.yield %239 : f32
    } -> tensor<30xf32> loc("mul"("examples/mlp.py":42:43))
    %240 = tensor.empty() : tensor<30xf32> loc("sub"("examples/mlp.py":42:39))
    %241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %236 : tensor<30xf32>, tensor<30xf32>) outs(%240 : tensor<30xf32>) {
    ^bb0(%in242: f32, %in243: f32, %out244: f32):
      %245 = arith.subf %in242, %in243 : f32
      linalg.yield %245 : f32
    } -> tensor<30xf32> loc("sub"("examples/mlp.py":42:39))
    %246 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/mlp.py":42:43))
    %247 = tensor.empty() : tensor<20x30xf32> loc("mul"("examples/mlp.py":42:43))
    %248 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%233 : tensor<20x30xf32>) outs(%247 : tensor<20x30xf32>) {
    ^bb0(%in249: f32, %out250: f32):
      %251 = arith.mulf %246, %in249 : f32
      linalg.yield %251 : f32
    } -> tensor<20x30xf32> loc("mul"("examples/mlp.py":42:43))
    %252 = tensor.empty() : tensor<20x30xf32> loc("sub"("examples/mlp.py":42:39))
    %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1, %248 : tensor<20x30xf32>, tensor<20x30xf32>) outs(%252 : tensor<20x30xf32>) {
    ^bb0(%in254: f32, %in255: f32, %out256: f32):
      %257 = arith.subf %in254, %in255 : f32
      linalg.yield %257 : f32
    } -> tensor<20x30xf32> loc("sub"("examples/mlp.py":42:39))
    %258 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/mlp.py":42:43))
    %259 = tensor.empty() : tensor<30xf32> loc("mul"("examples/mlp.py":42:43))
    %260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%166 : tensor<30xf32>) outs(%259 : tensor<30xf32>) {
    ^bb0(%in261: f32, %out262: f32):
      %263 = arith.mulf %258, %in261 : f32
      linalg.yield %263 : f32
    } -> tensor<30xf32> loc("mul"("examples/mlp.py":42:43))
    %264 = tensor.empty() : tensor<30xf32> loc("sub"("examples/mlp.py":42:39))
    %265 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2, %260 : tensor<30xf32>, tensor<30xf32>) outs(%264 : tensor<30xf32>) {
    ^bb0(%in266: f32, %in267: f32, %out268: f32):
      %269 = arith.subf %in266, %in267 : f32
      linalg.yield %269 : f32
    } -> tensor<30xf32> loc("sub"("examples/mlp.py":42:39))
    %270 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/mlp.py":42:43))
    %271 = tensor.empty() : tensor<30x30xf32> loc("mul"("examples/mlp.py":42:43))
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<30x30xf32>) outs(%271 : tensor<30x30xf32>) {
    ^bb0(%in273: f32, %out274: f32):
      %275 = arith.mulf %270, %in273 : f32
      linalg.yield %275 : f32
    } -> tensor<30x30xf32> loc("mul"("examples/mlp.py":42:43))
    %276 = tensor.empty() : tensor<30x30xf32> loc("sub"("examples/mlp.py":42:39))
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %272 : tensor<30x30xf32>, tensor<30x30xf32>) outs(%276 : tensor<30x30xf32>) {
    ^bb0(%in278: f32, %in279: f32, %out280: f32):
      %281 = arith.subf %in278, %in279 : f32
      linalg.yield %281 : f32
    } -> tensor<30x30xf32> loc("sub"("examples/mlp.py":42:39))
    %282 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/mlp.py":42:43))
    %283 = tensor.empty() : tensor<5xf32> loc("mul"("examples/mlp.py":42:43))
    %284 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%113 : tensor<5xf32>) outs(%283 : tensor<5xf32>) {
    ^bb0(%in285: f32, %out286: f32):
      %287 = arith.mulf %282, %in285 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32> loc("mul"("examples/mlp.py":42:43))
    %288 = tensor.empty() : tensor<5xf32> loc("sub"("examples/mlp.py":42:39))
    %289 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4, %284 : tensor<5xf32>, tensor<5xf32>) outs(%288 : tensor<5xf32>) {
    ^bb0(%in290: f32, %in291: f32, %out292: f32):
      %293 = arith.subf %in290, %in291 : f32
      linalg.yield %293 : f32
    } -> tensor<5xf32> loc("sub"("examples/mlp.py":42:39))
    %294 = arith.constant 0.05000000074505806 : f32 loc("mul"("examples/mlp.py":42:43))
    %295 = tensor.empty() : tensor<30x5xf32> loc("mul"("examples/mlp.py":42:43))
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<30x5xf32>) outs(%295 : tensor<30x5xf32>) {
    ^bb0(%in297: f32, %out298: f32):
      %299 = arith.mulf %294, %in297 : f32
      linalg.yield %299 : f32
    } -> tensor<30x5xf32> loc("mul"("examples/mlp.py":42:43))
    %300 = tensor.empty() : tensor<30x5xf32> loc("sub"("examples/mlp.py":42:39))
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %296 : tensor<30x5xf32>, tensor<30x5xf32>) outs(%300 : tensor<30x5xf32>) {
    ^bb0(%in302: f32, %in303: f32, %out304: f32):
      %305 = arith.subf %in302, %in303 : f32
      linalg.yield %305 : f32
    } -> tensor<30x5xf32> loc("sub"("examples/mlp.py":42:39))
    return %241, %253, %265, %277, %289, %301, %84 : tensor<30xf32>, tensor<20x30xf32>, tensor<30xf32>, tensor<30x30xf32>, tensor<5xf32>, tensor<30x5xf32>, tensor<f32>
  } loc("train_step"("examples/mlp.py":40:1))
}
