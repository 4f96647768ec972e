"""Trains the beat network: a small temporal convolutional network (TCN) that reads the analysis's
beat features (libs/audio/src/analysis/beat-features.ts) and gives, per 11.6 ms frame, the
probability of a beat and of a downbeat. Its weights are written as JSON for the TypeScript forward
pass (libs/audio/src/analysis/beat-network.ts), which must compute exactly what `forward` does here.

  python train.py <data-dir> <out.json> [--epochs N] [--seed S] [--lr L] [--init weights.json]
                  [--channels C] [--every]

<data-dir> is what `npm run beats:training-data -w @downbeat/bench` writes: train/ and validation/,
each with <name>.f32 (channel-major float32 features) and <name>.json (frames, channels, beats).

Architecture (all convolutions over time only, zero-padded, "same" length):
  h = W_in x + b_in                                  1x1, features -> C channels (input scaling folded in)
  for d in DILATIONS: h = h + conv_d(elu(h))          kernel K, dilation d
  logits = W_out elu(h) + b_out                      1x1, C -> 2 (beat, downbeat)
"""
import argparse
import base64
import glob
import json
import math
import os
import time

import numpy as np

CHANNELS = 20
KERNEL = 5
DILATIONS = [1, 2, 4, 8, 16, 32, 64, 128, 256]
WINDOW = 3000  # frames per training example (~35 s)
BATCH = 8
DROPOUT = 0.1


def load(directory):
    items = []
    for meta_file in sorted(glob.glob(os.path.join(directory, "*.json"))):
        with open(meta_file) as handle:
            meta = json.load(handle)
        values = np.fromfile(meta_file[:-5] + ".f32", dtype="<f4").reshape(meta["channels"], meta["frames"])
        beat = np.zeros(meta["frames"], np.float32)
        down = np.zeros(meta["frames"], np.float32)
        for b in meta["beats"]:
            frame = int(round(b["time"] * meta["frameRate"]))
            for target in (beat, down) if b["value"] == 1 else (beat,):
                # The frame itself, and half for its neighbours: the truth is not sharper than a frame.
                for offset, weight in ((0, 1.0), (-1, 0.5), (1, 0.5)):
                    if 0 <= frame + offset < meta["frames"]:
                        target[frame + offset] = max(target[frame + offset], weight)
        items.append({"name": meta["name"], "x": values, "y": np.stack([beat, down]), "meta": meta})
    return items


def init_params(key, inputs, jax):
    keys = jax.random.split(key, len(DILATIONS) + 2)
    scale_in = 1 / math.sqrt(inputs)
    params = {
        "in_w": jax.random.normal(keys[0], (CHANNELS, inputs)) * scale_in,
        "in_b": np.zeros(CHANNELS, np.float32),
        "out_w": jax.random.normal(keys[1], (2, CHANNELS)) / math.sqrt(CHANNELS),
        "out_b": np.array([-3.0, -4.5], np.float32),  # beats are rare frames, downbeats rarer
    }
    for index, _ in enumerate(DILATIONS):
        params[f"conv{index}_w"] = jax.random.normal(keys[index + 2], (CHANNELS, CHANNELS, KERNEL)) * (
            0.5 / math.sqrt(CHANNELS * KERNEL)
        )
        params[f"conv{index}_b"] = np.zeros(CHANNELS, np.float32)
    return params


def forward(params, x, jnp, lax, dropout_key=None):
    """x: [batch, features, frames] -> logits [batch, 2, frames]."""
    import jax

    def drop(h, index):
        if dropout_key is None:
            return h
        keep = jax.random.bernoulli(jax.random.fold_in(dropout_key, index), 1 - DROPOUT, h.shape)
        return jnp.where(keep, h / (1 - DROPOUT), 0.0)

    h = jnp.einsum("oi,bit->bot", params["in_w"], x) + params["in_b"][None, :, None]
    for index, dilation in enumerate(DILATIONS):
        a = drop(jax.nn.elu(h), index)
        pad = dilation * (KERNEL - 1) // 2
        y = lax.conv_general_dilated(
            a, params[f"conv{index}_w"], window_strides=(1,), padding=[(pad, pad)], rhs_dilation=(dilation,),
            dimension_numbers=("NCH", "OIH", "NCH"),
        )
        h = h + y + params[f"conv{index}_b"][None, :, None]
    a = drop(jax.nn.elu(h), 99)
    return jnp.einsum("oi,bit->bot", params["out_w"], a) + params["out_b"][None, :, None]


def f_measure(activation, reference_frames, frame_rate, threshold=0.4):
    """Beat F (+-70 ms) of peaks above `threshold`: a quick progress figure, not the benchmark."""
    peaks = [t for t in range(1, len(activation) - 1)
             if activation[t] >= threshold and activation[t] >= activation[t - 1] and activation[t] > activation[t + 1]]
    tolerance = 0.07 * frame_rate
    used = set()
    hits = 0
    for p in peaks:
        best = None
        for index, r in enumerate(reference_frames):
            if index not in used and abs(r - p) <= tolerance and (best is None or abs(r - p) < abs(reference_frames[best] - p)):
                best = index
        if best is not None:
            used.add(best)
            hits += 1
    if not peaks or not reference_frames:
        return 0.0
    precision, recall = hits / len(peaks), hits / len(reference_frames)
    return 0.0 if hits == 0 else 2 * precision * recall / (precision + recall)


def weights_from(file, mean, std):
    """The parameters of an exported weights file, its folded input scaling undone for this data's."""
    with open(file) as handle:
        tensors = json.load(handle)["tensors"]

    def tensor(name):
        shape = tensors[name]["shape"]
        return np.frombuffer(base64.b64decode(tensors[name]["data"]), dtype="<f4").reshape(shape).copy()

    # Exported: W' = W / s and b' = b - W' m, so W = W' s and b = b' + W' m.
    folded_w, folded_b = tensor("input.weight"), tensor("input.bias")
    params = {
        "in_w": folded_w * std[None, :],
        "in_b": folded_b + folded_w @ mean,
        "out_w": tensor("output.weight"),
        "out_b": tensor("output.bias"),
    }
    for index, _ in enumerate(DILATIONS):
        params[f"conv{index}_w"] = tensor(f"block{index}.weight")
        params[f"conv{index}_b"] = tensor(f"block{index}.bias")
    return params


def b64(array):
    return base64.b64encode(np.ascontiguousarray(array, dtype="<f4").tobytes()).decode("ascii")


def main():
    global CHANNELS
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("out")
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--init", help="start from a weights file this script wrote (fine-tuning)")
    parser.add_argument("--channels", type=int, default=CHANNELS, help="width of the residual stream")
    parser.add_argument("--every", action="store_true",
                        help="also write each epoch to <out>-epochN.json, to judge them with the decoder")
    args = parser.parse_args()
    CHANNELS = args.channels

    import jax
    import jax.numpy as jnp
    import optax
    from jax import lax

    rng = np.random.default_rng(args.seed)
    train = load(os.path.join(args.data, "train"))
    validation = load(os.path.join(args.data, "validation"))
    inputs = train[0]["x"].shape[0]
    frame_rate = train[0]["meta"]["frameRate"]
    print(f"{len(train)} training items ({sum(i['x'].shape[1] for i in train) / frame_rate / 3600:.2f} h), "
          f"{len(validation)} validation items", flush=True)

    # Input scaling from the training data, folded into the first layer at export.
    stacked = np.concatenate([i["x"] for i in train], axis=1)
    mean = stacked.mean(axis=1)
    std = stacked.std(axis=1) + 1e-3
    del stacked

    def scaled(x):
        return (x - mean[:, None]) / std[:, None]

    params = init_params(jax.random.PRNGKey(args.seed), inputs, jax)
    if args.init:
        params = weights_from(args.init, mean, std)
    params = jax.tree_util.tree_map(jnp.asarray, params)
    steps_per_epoch = max(1, sum(i["x"].shape[1] for i in train) // (WINDOW * BATCH))
    schedule = optax.cosine_onecycle_schedule(args.epochs * steps_per_epoch, args.lr, pct_start=0.1)
    optimiser = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=1e-4))
    state = optimiser.init(params)
    # Downbeat frames are rarer than beats: weigh their positives more.
    positive = jnp.array([1.0, 2.0])[None, :, None]

    def loss_fn(params, x, y, mask, key):
        logits = forward(params, x, jnp, lax, key)
        losses = optax.sigmoid_binary_cross_entropy(logits, y) * (1 + (positive - 1) * y)
        return (losses * mask[:, None, :]).sum() / (2 * mask.sum())

    @jax.jit
    def step(params, state, x, y, mask, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y, mask, key)
        updates, state = optimiser.update(grads, state, params)
        return optax.apply_updates(params, updates), state, loss

    predict = jax.jit(lambda params, x: jax.nn.sigmoid(forward(params, x, jnp, lax)))

    def batch():
        x = np.zeros((BATCH, inputs, WINDOW), np.float32)
        y = np.zeros((BATCH, 2, WINDOW), np.float32)
        mask = np.zeros((BATCH, WINDOW), np.float32)
        for row in range(BATCH):
            item = train[rng.integers(len(train))]
            frames = item["x"].shape[1]
            start = rng.integers(0, max(1, frames - WINDOW + 1))
            length = min(WINDOW, frames - start)
            x[row, :, :length] = scaled(item["x"][:, start:start + length])
            y[row, :, :length] = item["y"][:, start:start + length]
            mask[row, :length] = 1
        return x, y, mask

    def evaluate(params):
        losses, beat_f, down_f = [], [], []
        for item in validation:
            x = scaled(item["x"])[None]
            y = item["y"][None]
            act = np.asarray(predict(params, jnp.asarray(x)))[0]
            p = np.clip(act, 1e-6, 1 - 1e-6)
            losses.append(float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean()))
            beats = [round(b["time"] * frame_rate) for b in item["meta"]["beats"]]
            downs = [round(b["time"] * frame_rate) for b in item["meta"]["beats"] if b["value"] == 1]
            beat_f.append(f_measure(act[0], beats, frame_rate))
            down_f.append(f_measure(act[1], downs, frame_rate))
        return float(np.mean(losses)), float(np.mean(beat_f)), float(np.mean(down_f))

    key = jax.random.PRNGKey(args.seed + 1)
    best = None
    if args.init:
        # The starting point on the same validation pieces: a fine-tuned epoch is written only if it
        # finds beats and downbeats better than the weights it started from.
        val_loss, beat_f, down_f = evaluate(params)
        print(f"epoch 0 ({os.path.basename(args.init)}): validation {val_loss:.4f}  "
              f"peak beat F {beat_f:.3f}  downbeat F {down_f:.3f}", flush=True)
        best = (val_loss, 0, None, beat_f, down_f)
    for epoch in range(args.epochs):
        started = time.time()
        total = 0.0
        for _ in range(steps_per_epoch):
            key, sub = jax.random.split(key)
            x, y, mask = batch()
            params, state, loss = step(params, state, x, y, mask, sub)
            total += float(loss)
        val_loss, beat_f, down_f = evaluate(params)
        print(f"epoch {epoch + 1}: train {total / steps_per_epoch:.4f}  validation {val_loss:.4f}  "
              f"peak beat F {beat_f:.3f}  downbeat F {down_f:.3f}  ({time.time() - started:.0f} s)", flush=True)
        # Kept: the epoch whose activations find beats and downbeats best on the validation pieces
        # (the loss keeps falling on frames that decide nothing once the peaks are right).
        current = (val_loss, epoch + 1, jax.tree_util.tree_map(np.asarray, params), beat_f, down_f)
        if args.every:
            export(current, mean, std, inputs, frame_rate, args, len(train), f"{args.out[:-5]}-epoch{epoch + 1}.json")
        if best is None or beat_f + down_f > best[3] + best[4]:
            best = current
            export(best, mean, std, inputs, frame_rate, args, len(train))
    if best[1] == 0:
        print(f"no epoch beat {os.path.basename(args.init)} on the validation pieces: nothing written", flush=True)


def export(best, mean, std, inputs, frame_rate, args, items, out=None):
    import jax.numpy as jnp

    out = out or args.out

    val_loss, epoch, params, beat_f, down_f = best
    # Fold the input scaling into the first 1x1 layer: W (x - m) / s + b = (W / s) x + (b - W m / s).
    in_w = params["in_w"] / std[None, :]
    in_b = params["in_b"] - in_w @ mean
    tensors = {"input.weight": ([CHANNELS, inputs], in_w), "input.bias": ([CHANNELS], in_b)}
    for index, _ in enumerate(DILATIONS):
        tensors[f"block{index}.weight"] = ([CHANNELS, CHANNELS, KERNEL], params[f"conv{index}_w"])
        tensors[f"block{index}.bias"] = ([CHANNELS], params[f"conv{index}_b"])
    tensors["output.weight"] = ([2, CHANNELS], params["out_w"])
    tensors["output.bias"] = ([2], params["out_b"])
    # A check the TypeScript forward pass must reproduce: a fixed input and the activations it gives.
    frames = 300
    t = np.arange(frames)[None, :]
    c = np.arange(inputs)[:, None]
    probe = (np.sin(0.05 * (c + 1) * t) * np.cos(0.013 * t) + 1).astype(np.float32)
    from jax import lax

    folded = {k: jnp.asarray(v) for k, v in dict(params, in_w=in_w, in_b=in_b).items()}
    logits = np.asarray(forward(folded, jnp.asarray(probe[None]), jnp, lax))[0]
    document = {
        "format": "downbeat-beat-tcn/1",
        "featureChannels": inputs,
        "frameRate": frame_rate,
        "channels": CHANNELS,
        "kernel": KERNEL,
        "dilations": DILATIONS,
        "outputs": ["beat", "downbeat"],
        "training": {
            "script": "libs/audio/training/train.py",
            "seed": args.seed,
            "epochs": args.epochs,
            "initialisedFrom": os.path.basename(args.init) if args.init else None,
            "learningRate": args.lr,
            "bestEpoch": epoch,
            "items": items,
            "validationLoss": round(val_loss, 5),
            "validationPeakBeatF": round(beat_f, 4),
            "validationPeakDownbeatF": round(down_f, 4),
        },
        "probe": {
            "frames": frames,
            "input": "x[c][t] = sin(0.05 (c + 1) t) cos(0.013 t) + 1",
            "at": [0, 1, 57, 150, 299],
            "beatLogit": [float(logits[0, i]) for i in [0, 1, 57, 150, 299]],
            "downbeatLogit": [float(logits[1, i]) for i in [0, 1, 57, 150, 299]],
        },
        "tensors": {name: {"shape": shape, "data": b64(value)} for name, (shape, value) in tensors.items()},
    }
    with open(out, "w") as handle:
        json.dump(document, handle, indent=1)
        handle.write("\n")
    print(f"wrote {out}: epoch {epoch}, validation loss {val_loss:.4f}", flush=True)


if __name__ == "__main__":
    main()
