;; The beat network's convolutions with 128-bit SIMD: four output channels by four frames per step.
;; Assembled into beat-convolution.wasm by `npm run kernels` (libs/audio/scripts/assemble-kernels.mjs);
;; a unit test checks that the committed binary is this text's. The caller (src/analysis/
;; beat-kernel.ts) lays out every buffer in the exported memory, as 32-bit floats:
;;   out:     `outputs` rows of `outStride` floats, added to in place
;;   in:      `inputs` rows of `inStride` floats
;;   weights: packed by group of four outputs, input, tap, then the four outputs' weights side by side
;; and out[o][t] += Σ_i Σ_k w[o][i][k] · in[i][t + first + k · dilation] for t < frames,
;; with `outputs` and `frames` multiples of four.
(module
  (memory (export "memory") 1)
  (func (export "convolve")
    (param $out i32) (param $outStride i32) (param $outputs i32)
    (param $in i32) (param $inStride i32) (param $inputs i32)
    (param $weights i32) (param $taps i32) (param $first i32) (param $dilation i32)
    (param $frames i32)
    (local $outRow i32) (local $inRow i32) (local $tapStep i32)
    (local $group i32) (local $frame i32) (local $input i32) (local $tap i32)
    (local $target i32) (local $source i32) (local $read i32) (local $weight i32) (local $groupWeights i32)
    (local $acc0 v128) (local $acc1 v128) (local $acc2 v128) (local $acc3 v128) (local $x v128)
    (local.set $outRow (i32.shl (local.get $outStride) (i32.const 2)))
    (local.set $inRow (i32.shl (local.get $inStride) (i32.const 2)))
    (local.set $tapStep (i32.shl (local.get $dilation) (i32.const 2)))
    (local.set $group (i32.const 0))
    (block $groupsDone
      (loop $groups
        (br_if $groupsDone (i32.ge_u (local.get $group) (local.get $outputs)))
        ;; this group's packed weights: inputs × taps × 4 floats
        (local.set $groupWeights
          (i32.add (local.get $weights)
            (i32.shl (i32.mul (local.get $group) (i32.mul (local.get $inputs) (local.get $taps))) (i32.const 2))))
        (local.set $frame (i32.const 0))
        (block $framesDone
          (loop $frames
            (br_if $framesDone (i32.ge_u (local.get $frame) (local.get $frames)))
            (local.set $target
              (i32.add (local.get $out)
                (i32.add (i32.mul (local.get $group) (local.get $outRow)) (i32.shl (local.get $frame) (i32.const 2)))))
            (local.set $acc0 (v128.load (local.get $target)))
            (local.set $acc1 (v128.load (i32.add (local.get $target) (local.get $outRow))))
            (local.set $acc2 (v128.load (i32.add (local.get $target) (i32.shl (local.get $outRow) (i32.const 1)))))
            (local.set $acc3 (v128.load (i32.add (local.get $target) (i32.mul (local.get $outRow) (i32.const 3)))))
            (local.set $source
              (i32.add (local.get $in) (i32.shl (i32.add (local.get $frame) (local.get $first)) (i32.const 2))))
            (local.set $weight (local.get $groupWeights))
            (local.set $input (i32.const 0))
            (block $inputsDone
              (loop $inputs
                (br_if $inputsDone (i32.ge_u (local.get $input) (local.get $inputs)))
                (local.set $read (local.get $source))
                (local.set $tap (i32.const 0))
                (block $tapsDone
                  (loop $taps
                    (br_if $tapsDone (i32.ge_u (local.get $tap) (local.get $taps)))
                    (local.set $x (v128.load align=4 (local.get $read)))
                    (local.set $acc0 (f32x4.add (local.get $acc0)
                      (f32x4.mul (v128.load32_splat (local.get $weight)) (local.get $x))))
                    (local.set $acc1 (f32x4.add (local.get $acc1)
                      (f32x4.mul (v128.load32_splat offset=4 (local.get $weight)) (local.get $x))))
                    (local.set $acc2 (f32x4.add (local.get $acc2)
                      (f32x4.mul (v128.load32_splat offset=8 (local.get $weight)) (local.get $x))))
                    (local.set $acc3 (f32x4.add (local.get $acc3)
                      (f32x4.mul (v128.load32_splat offset=12 (local.get $weight)) (local.get $x))))
                    (local.set $weight (i32.add (local.get $weight) (i32.const 16)))
                    (local.set $read (i32.add (local.get $read) (local.get $tapStep)))
                    (local.set $tap (i32.add (local.get $tap) (i32.const 1)))
                    (br $taps)))
                (local.set $source (i32.add (local.get $source) (local.get $inRow)))
                (local.set $input (i32.add (local.get $input) (i32.const 1)))
                (br $inputs)))
            (v128.store (local.get $target) (local.get $acc0))
            (v128.store (i32.add (local.get $target) (local.get $outRow)) (local.get $acc1))
            (v128.store (i32.add (local.get $target) (i32.shl (local.get $outRow) (i32.const 1))) (local.get $acc2))
            (v128.store (i32.add (local.get $target) (i32.mul (local.get $outRow) (i32.const 3))) (local.get $acc3))
            (local.set $frame (i32.add (local.get $frame) (i32.const 4)))
            (br $frames)))
        (local.set $group (i32.add (local.get $group) (i32.const 4)))
        (br $groups)))))
