"""A classical peer for bench:similarity, computed with librosa on the very files the service ingests.

Each piece is described by frame features any MIR toolkit offers (20 MFCCs without c0 and a
12-bin chroma from librosa's STFT chroma, hop 512 at 22,050 Hz), summarised by mean and standard
deviation: over the whole piece for similar tracks, over 10-second windows every second for
similar sections. Vectors are standardised per dimension over the catalog and compared by cosine.
A degraded excerpt is matched against every window of every track: the track of its best window
first, that window's start as the section's start.

    python similarity_peer.py request.json cache_dir > answer.json
request: {"tracks": [{"name", "file"}], "excerpts": [{"key", "file"}], "window": 10}
answer:  {"tracks": {name: [5 names]}, "excerpts": {key: [{"piece", "start"}] (10)}, "cpuSeconds": n}
"""
import hashlib
import json
import os
import sys
import time

import librosa
import numpy as np

SR = 22050
HOP = 512
FPS = SR / HOP


def frames(path, cache):
    digest = hashlib.sha1(f"{path}:{os.path.getmtime(path)}".encode()).hexdigest()[:16]
    cached = os.path.join(cache, f"{digest}.npy")
    if os.path.exists(cached):
        return np.load(cached)
    y, _ = librosa.load(path, sr=SR, mono=True)
    mfcc = librosa.feature.mfcc(y=y, sr=SR, n_mfcc=21, hop_length=HOP)[1:]
    chroma = librosa.feature.chroma_stft(y=y, sr=SR, hop_length=HOP)
    n = min(mfcc.shape[1], chroma.shape[1])
    values = np.vstack([mfcc[:, :n], chroma[:, :n]]).T.astype(np.float32)
    np.save(cached, values)
    return values


def summary(values):
    return np.concatenate([values.mean(axis=0), values.std(axis=0)])


def windows(values, length, hop):
    starts = list(range(0, max(1, len(values) - length + 1), hop))
    return np.array([summary(values[s : s + length]) for s in starts]), np.array(starts) / FPS


def unit(matrix):
    return matrix / np.maximum(np.linalg.norm(matrix, axis=-1, keepdims=True), 1e-9)


def main():
    request = json.load(open(sys.argv[1]))
    cache = sys.argv[2]
    os.makedirs(cache, exist_ok=True)
    started = time.process_time()
    window = int(round(request.get("window", 10) * FPS))
    hop = int(round(FPS))
    names = [track["name"] for track in request["tracks"]]
    described = [frames(track["file"], cache) for track in request["tracks"]]

    whole = np.array([summary(values) for values in described])
    mean, std = whole.mean(axis=0), whole.std(axis=0) + 1e-9
    vectors = unit((whole - mean) / std)
    similarity = vectors @ vectors.T
    np.fill_diagonal(similarity, -np.inf)
    tracks = {names[i]: [names[j] for j in np.argsort(-similarity[i]) if j != i][:5] for i in range(len(names))}

    per_track = [windows(values, window, hop) for values in described]
    stacked = np.vstack([w for w, _ in per_track])
    w_mean, w_std = stacked.mean(axis=0), stacked.std(axis=0) + 1e-9
    normalised = [unit((w - w_mean) / w_std) for w, _ in per_track]
    excerpts = {}
    for excerpt in request["excerpts"]:
        values = frames(excerpt["file"], cache)
        query = unit((summary(values) - w_mean) / w_std)
        best = []
        for i, (matrix, starts) in enumerate(zip(normalised, (s for _, s in per_track))):
            scores = matrix @ query
            k = int(np.argmax(scores))
            best.append((float(scores[k]), names[i], float(starts[k])))
        best.sort(key=lambda item: -item[0])
        excerpts[excerpt["key"]] = [{"piece": name, "start": start} for _, name, start in best[:10]]
    json.dump({"tracks": tracks, "excerpts": excerpts, "cpuSeconds": time.process_time() - started}, sys.stdout)


if __name__ == "__main__":
    main()
