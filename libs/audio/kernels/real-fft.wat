;; Magnitude spectra of two real frames at once (src/analysis/fft.ts): the radix-2 transform of
;; fft.ts's design — a frame of N samples packed into N/2 complex values, transformed, split back —
;; with each 128-bit lane holding one frame in 64-bit floats. Every lane does the same operations in
;; the same order as a scalar transform would, so each spectrum is the same to the last bit as one
;; computed alone. Buffers (byte offsets, laid out by the caller in the exported memory):
;;   twiddles: half + 1 pairs (f64 × 2) cos(2πk/N), -sin(2πk/N) at twiddles + 16k; entry `half` = -1, 0
;;   reversed: half bit-reversed indices (i32)
;;   in:       N samples as lane pairs (f64 × 2): sample n of both frames at in + 16n
;;   work:     half complex values as lane pairs: real part at work + 32k, imaginary at work + 32k + 16
;;   out:      half + 1 magnitudes as lane pairs (f32 × 2) at out + 8k
(module
  (memory (export "memory") 1)
  (func (export "magnitudes")
    (param $half i32) (param $twiddles i32) (param $reversed i32) (param $in i32) (param $work i32) (param $out i32)
    (local $index i32) (local $slot i32) (local $a i32) (local $b i32) (local $end i32) (local $workEnd i32)
    (local $span i32) (local $block i32) (local $twiddle i32) (local $twiddleStep i32) (local $k i32)
    (local $ar v128) (local $ai v128) (local $br v128) (local $bi v128) (local $tr v128) (local $ti v128)
    (local $wr v128) (local $wi v128) (local $two v128)
    (local $evenR v128) (local $evenI v128) (local $oddR v128) (local $oddI v128) (local $xr v128) (local $xi v128)
    (local.set $workEnd (i32.add (local.get $work) (i32.shl (local.get $half) (i32.const 5))))
    ;; Samples 2i and 2i + 1 become the real and imaginary parts of value i, in bit-reversed order.
    (local.set $index (i32.const 0))
    (loop $pack
      (local.set $slot (i32.add (local.get $work)
        (i32.shl (i32.load (i32.add (local.get $reversed) (i32.shl (local.get $index) (i32.const 2)))) (i32.const 5))))
      (local.set $a (i32.add (local.get $in) (i32.shl (local.get $index) (i32.const 5))))
      (v128.store (local.get $slot) (v128.load (local.get $a)))
      (v128.store offset=16 (local.get $slot) (v128.load offset=16 (local.get $a)))
      (local.set $index (i32.add (local.get $index) (i32.const 1)))
      (br_if $pack (i32.lt_u (local.get $index) (local.get $half))))
    ;; The first stage's twiddle is 1: sums and differences.
    (local.set $a (local.get $work))
    (loop $first
      (local.set $ar (v128.load (local.get $a)))
      (local.set $ai (v128.load offset=16 (local.get $a)))
      (local.set $br (v128.load offset=32 (local.get $a)))
      (local.set $bi (v128.load offset=48 (local.get $a)))
      (v128.store offset=32 (local.get $a) (f64x2.sub (local.get $ar) (local.get $br)))
      (v128.store offset=48 (local.get $a) (f64x2.sub (local.get $ai) (local.get $bi)))
      (v128.store (local.get $a) (f64x2.add (local.get $ar) (local.get $br)))
      (v128.store offset=16 (local.get $a) (f64x2.add (local.get $ai) (local.get $bi)))
      (local.set $a (i32.add (local.get $a) (i32.const 64)))
      (br_if $first (i32.lt_u (local.get $a) (local.get $workEnd))))
    ;; Iterative Cooley–Tukey; twiddles of size N/2 are every other entry of size N's.
    (local.set $span (i32.const 2))
    (block $stagesDone
      (loop $stages
        (br_if $stagesDone (i32.ge_u (local.get $span) (local.get $half)))
        (local.set $twiddleStep (i32.shl (i32.div_u (local.get $half) (local.get $span)) (i32.const 4)))
        (local.set $block (local.get $work))
        (loop $blocks
          (local.set $a (local.get $block))
          (local.set $b (i32.add (local.get $block) (i32.shl (local.get $span) (i32.const 5))))
          (local.set $end (local.get $b))
          (local.set $twiddle (local.get $twiddles))
          (loop $butterflies
            (local.set $wr (v128.load64_splat (local.get $twiddle)))
            (local.set $wi (v128.load64_splat offset=8 (local.get $twiddle)))
            (local.set $br (v128.load (local.get $b)))
            (local.set $bi (v128.load offset=16 (local.get $b)))
            (local.set $tr (f64x2.sub (f64x2.mul (local.get $br) (local.get $wr)) (f64x2.mul (local.get $bi) (local.get $wi))))
            (local.set $ti (f64x2.add (f64x2.mul (local.get $br) (local.get $wi)) (f64x2.mul (local.get $bi) (local.get $wr))))
            (local.set $ar (v128.load (local.get $a)))
            (local.set $ai (v128.load offset=16 (local.get $a)))
            (v128.store (local.get $b) (f64x2.sub (local.get $ar) (local.get $tr)))
            (v128.store offset=16 (local.get $b) (f64x2.sub (local.get $ai) (local.get $ti)))
            (v128.store (local.get $a) (f64x2.add (local.get $ar) (local.get $tr)))
            (v128.store offset=16 (local.get $a) (f64x2.add (local.get $ai) (local.get $ti)))
            (local.set $twiddle (i32.add (local.get $twiddle) (local.get $twiddleStep)))
            (local.set $b (i32.add (local.get $b) (i32.const 32)))
            (local.set $a (i32.add (local.get $a) (i32.const 32)))
            (br_if $butterflies (i32.lt_u (local.get $a) (local.get $end))))
          (local.set $block (i32.add (local.get $block) (i32.shl (local.get $span) (i32.const 6))))
          (br_if $blocks (i32.lt_u (local.get $block) (local.get $workEnd))))
        (local.set $span (i32.shl (local.get $span) (i32.const 1)))
        (br $stages)))
    ;; Split the packed transform into the spectrum of the real frame, k = 0 … half.
    (local.set $two (f64x2.splat (f64.const 2)))
    (local.set $k (i32.const 0))
    (loop $split
      (local.set $a (i32.add (local.get $work)
        (i32.shl (select (i32.const 0) (local.get $k) (i32.eq (local.get $k) (local.get $half))) (i32.const 5))))
      (local.set $b (i32.add (local.get $work)
        (i32.shl (select (i32.const 0) (i32.sub (local.get $half) (local.get $k)) (i32.eqz (local.get $k))) (i32.const 5))))
      (local.set $ar (v128.load (local.get $a)))
      (local.set $ai (v128.load offset=16 (local.get $a)))
      (local.set $br (v128.load (local.get $b)))
      (local.set $bi (f64x2.neg (v128.load offset=16 (local.get $b))))
      (local.set $evenR (f64x2.div (f64x2.add (local.get $ar) (local.get $br)) (local.get $two)))
      (local.set $evenI (f64x2.div (f64x2.add (local.get $ai) (local.get $bi)) (local.get $two)))
      (local.set $oddR (f64x2.div (f64x2.sub (local.get $ai) (local.get $bi)) (local.get $two)))
      (local.set $oddI (f64x2.div (f64x2.neg (f64x2.sub (local.get $ar) (local.get $br))) (local.get $two)))
      (local.set $twiddle (i32.add (local.get $twiddles) (i32.shl (local.get $k) (i32.const 4))))
      (local.set $wr (v128.load64_splat (local.get $twiddle)))
      (local.set $wi (v128.load64_splat offset=8 (local.get $twiddle)))
      (local.set $xr (f64x2.sub (f64x2.add (local.get $evenR) (f64x2.mul (local.get $wr) (local.get $oddR)))
        (f64x2.mul (local.get $wi) (local.get $oddI))))
      (local.set $xi (f64x2.add (f64x2.add (local.get $evenI) (f64x2.mul (local.get $wr) (local.get $oddI)))
        (f64x2.mul (local.get $wi) (local.get $oddR))))
      (v128.store64_lane 0 (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3)))
        (f32x4.demote_f64x2_zero
          (f64x2.sqrt (f64x2.add (f64x2.mul (local.get $xr) (local.get $xr)) (f64x2.mul (local.get $xi) (local.get $xi))))))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br_if $split (i32.le_u (local.get $k) (local.get $half))))))
